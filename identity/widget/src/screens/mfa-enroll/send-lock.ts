import { useEffect, useState } from 'react';
import { RESEND_LOCK_MS } from '../mfa-verify/resend-lock.ts';

/** Which send button an activation screen shows: locked ("Sent") after a send, then resend / redial. */
export type SendLockState = 'locked' | 'resend';

/**
 * The resend button of the SMS, voice-call and email activation steps (spec §4 "Factor enrolment": the send
 * button turns into resend, disabled for 30 s after each send, then a warning shows; §9: 30000 ms). The step opens
 * right after the enrolment sent the first code, so it starts `locked`; `sent()` locks it again.
 */
export function useSendLock(): { state: SendLockState; sent(): void } {
  const [state, setState] = useState<SendLockState>('locked');
  const [sends, setSends] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setState('resend'), RESEND_LOCK_MS);
    return () => clearTimeout(timer);
  }, [sends]);
  return {
    state,
    sent: () => {
      setState('locked');
      setSends((n) => n + 1);
    },
  };
}
