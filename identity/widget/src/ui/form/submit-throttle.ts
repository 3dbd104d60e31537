/** Form submit throttle, ms (spec §9 "Form submit throttle"). */
export const SUBMIT_THROTTLE_MS = 200;

/** The last submit a form accepted: when (ms) and with which values. */
export interface AcceptedSubmit<V> {
  at: number;
  values: V | undefined;
}

function sameValues<V extends object>(a: V | undefined, b: V): boolean {
  if (!a) return false;
  const keys = Object.keys(b) as Array<keyof V>;
  return keys.length === Object.keys(a).length && keys.every((k) => a[k] === b[k]);
}

/**
 * True when a submit of `values` at `now` (ms) repeats the last accepted one: less than
 * {@link SUBMIT_THROTTLE_MS} after it and with the same values (a double click, Enter pressed twice). Otherwise
 * records this submit as the last accepted one. A submit with changed values is a new try and is never dropped:
 * after a fast refusal (a wrong password answered in 50 ms) the corrected value typed at once must be sent, not
 * silently ignored while the old refusal stays on screen.
 */
export function isThrottled<V extends object>(
  last: { current: AcceptedSubmit<V> },
  now: number,
  values: V,
): boolean {
  if (now - last.current.at < SUBMIT_THROTTLE_MS && sameValues(last.current.values, values)) return true;
  last.current = { at: now, values: { ...values } };
  return false;
}
