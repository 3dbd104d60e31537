import type { Transaction } from '@identity/contracts';
import { AuthPollStopError, AuthSdkError, isAuthApiError } from '../errors/index.ts';
import { httpRequest } from '../http/http-client.ts';
import type { AuthTransaction } from '../types.ts';
import type { PollOptions } from './action-bodies.ts';
import { withQuery } from './follow-link.ts';
import type { PollRef, TxEnv } from './tx-env.ts';

/** Retries on status 0 or 429: at most 5, waiting 2^n s (spec §8 "Other", §9). */
const MAX_RETRIES = 5;

const findPollHref = (res: Transaction): string | undefined => {
  const next = res._links?.['next'];
  return next && !Array.isArray(next) && next.name === 'poll' ? next.href : undefined;
};

/** `sleep(ms)` that ends early (rejecting with AuthPollStopError) when `signal` aborts. */
function abortableSleep(sleep: TxEnv['sleep'], ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return sleep(ms);
  return new Promise<void>((resolve, reject) => {
    const stop = () => reject(new AuthPollStopError());
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    void sleep(ms).then(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, reject);
  });
}

/**
 * Builds `tx.poll(options)`: POSTs `{stateToken}` to `next(poll)` (autoPush/rememberDevice in the query) while
 * `factorResult` is WAITING, `delay` ms apart (default env.pollDelay). Status 0 and 429 are retried up to 5 times
 * after 1, 2, 4, 8, 16 s; other errors reject. Following another link, or aborting `options.signal`, stops the poll
 * (AuthPollStopError; an aborted signal also aborts the request in flight and ends a wait at once).
 */
export function createPollFn(
  env: TxEnv,
  res: Transaction,
  ref: PollRef,
  wrap: (res: Transaction) => AuthTransaction,
): (options?: PollOptions) => Promise<AuthTransaction> {
  return async (options) => {
    const opts = typeof options === 'number' ? { delay: options } : (options ?? {});
    const delay = opts.delay ?? env.pollDelay;
    const signal = opts.signal;
    const stopped = () => !ref.isPolling || Boolean(signal?.aborted);
    const href = findPollHref(res);
    if (!href) throw new AuthSdkError('No poll link found for this transaction');
    const query: Record<string, boolean> = {};
    const autoPush = typeof opts.autoPush === 'function' ? opts.autoPush() : opts.autoPush;
    if (autoPush !== undefined && autoPush !== null) query['autoPush'] = Boolean(autoPush);
    if (opts.rememberDevice !== undefined && opts.rememberDevice !== null)
      query['rememberDevice'] = Boolean(opts.rememberDevice);
    const url = withQuery(href, query);
    ref.isPolling = true;
    let retries = 0;
    try {
      for (;;) {
        if (stopped()) throw new AuthPollStopError();
        let answer: Transaction;
        try {
          answer = await httpRequest<Transaction>(env.http, {
            url,
            method: 'POST',
            body: { stateToken: res.stateToken },
            ...(signal ? { signal } : {}),
          });
        } catch (err) {
          if (signal?.aborted) throw new AuthPollStopError();
          if (isAuthApiError(err) && (err.status === 0 || err.status === 429) && retries < MAX_RETRIES) {
            await abortableSleep(env.sleep, 2 ** retries * 1000, signal);
            retries += 1;
            continue;
          }
          throw err;
        }
        retries = 0;
        if (answer.factorResult !== 'WAITING') {
          ref.isPolling = false;
          return wrap(answer);
        }
        if (stopped()) throw new AuthPollStopError();
        await abortableSleep(env.sleep, delay, signal);
      }
    } catch (err) {
      ref.isPolling = false;
      throw err;
    }
  };
}
