import type { AuthTransaction, QueryOptions } from '@identity/client';

/** Wait after a push is sent before the first poll, and between polls, ms (spec §9 "Verify poll delay"). */
export const VERIFY_POLL_MS = 4_000;
/** Time without an answer after which the push screen shows its warning, ms (spec §4, §9: 30 s). */
export const PUSH_WARNING_MS = 30_000;

/**
 * Waits for the answer to a push (spec §4 "Challenge with polling": verify waits 4000 ms and then polls, with
 * autoPush and rememberDevice; polling continues while factorResult is WAITING, any other result ends it):
 * resolves with the first answer that is not WAITING (SUCCESS, or MFA_CHALLENGE REJECTED / TIMEOUT). Aborting
 * `signal` (a factor switch, another action, leaving the screen) stops it at once with AuthPollStopError.
 */
export async function waitForPush(
  challenge: AuthTransaction,
  query: QueryOptions,
  signal: AbortSignal,
): Promise<AuthTransaction> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, VERIFY_POLL_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  // An aborted signal makes the poll reject at once, without a request.
  return challenge.poll({ delay: VERIFY_POLL_MS, signal, ...query });
}
