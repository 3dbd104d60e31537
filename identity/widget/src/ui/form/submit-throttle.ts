/** Form submit throttle, ms (spec §9 "Form submit throttle"). */
export const SUBMIT_THROTTLE_MS = 200;

/**
 * True when a submit at `now` (ms) comes less than {@link SUBMIT_THROTTLE_MS} after the last accepted one;
 * otherwise records `now` as the last accepted submit.
 */
export function isThrottled(last: { current: number }, now: number): boolean {
  if (now - last.current < SUBMIT_THROTTLE_MS) return true;
  last.current = now;
  return false;
}
