import { useEffect, useState } from 'react';

/** Resend (and redial) lock after a code is sent, ms (spec §9 "Resend or retry delay": 30000 ms). */
export const RESEND_LOCK_MS = 30_000;

/**
 * The send button's state on the SMS, call and email verify screens (spec §4 "Factor verification"): `idle`
 * before the first send, `locked` for {@link RESEND_LOCK_MS} after each send, then `resend` (the button reads
 * resend/redial and, for sms and call, the timing warning shows). `sent()` starts the lock; `sentAlready` starts
 * locked (the recovery challenge arrives after its code was sent).
 */
export function useResendLock(sentAlready = false): { state: 'idle' | 'locked' | 'resend'; sent(): void } {
  const [state, setState] = useState<'idle' | 'locked' | 'resend'>(sentAlready ? 'locked' : 'idle');
  useEffect(() => {
    if (state !== 'locked') return;
    const timer = setTimeout(() => setState('resend'), RESEND_LOCK_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return { state, sent: () => setState('locked') };
}
