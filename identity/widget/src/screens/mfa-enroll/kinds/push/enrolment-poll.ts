import { useEffect } from 'react';
import type { AuthTransaction } from '@identity/client';
import type { ShellActions } from '../../../../shell/screen-props.ts';

/** Enrolment and activation poll interval, ms (spec §9 "Enrolment and activation poll interval"). */
export const ENROL_POLL_MS = 6_000;

/**
 * Polls a push enrolment while its screen is open (spec §4 "Factor enrolment": the barcode screen polls for
 * enrolment completion on open; the 'sent' screen polls every 6000 ms while waiting): one `poll` request every
 * {@link ENROL_POLL_MS}; while the answer is still WAITING it waits again, otherwise the shell routes the answer
 * (SUCCESS, MFA_ENROLL, or the activation with TIMEOUT). Leaving the screen stops it; a failed request is tried
 * again at the next tick (the widget stays where it is).
 */
export function useEnrolmentPoll(transaction: AuthTransaction | null, actions: ShellActions, on: boolean) {
  useEffect(() => {
    if (!on || !transaction?.has('poll')) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        // One request per tick, so that leaving the screen stops it: tx.poll() loops until a result on its own.
        const next = await transaction.call('poll');
        if (!live) return;
        if (next.status === 'MFA_ENROLL_ACTIVATE' && next.data.factorResult === 'WAITING') {
          timer = setTimeout(() => void tick(), ENROL_POLL_MS);
          return;
        }
        await actions.transition(Promise.resolve(next));
      } catch {
        if (live) timer = setTimeout(() => void tick(), ENROL_POLL_MS);
      }
    };
    timer = setTimeout(() => void tick(), ENROL_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [transaction, actions, on]);
}
