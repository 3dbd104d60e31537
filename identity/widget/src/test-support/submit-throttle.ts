import { SUBMIT_THROTTLE_MS } from '../ui/form/submit-throttle.ts';

/**
 * Waits out the form's submit throttle (spec §9, {@link SUBMIT_THROTTLE_MS} ms) so that a test's next submit is
 * not dropped as a double submit: a test that submits, reads the error and submits again can do both within
 * 200 ms when the machine is fast, and a person never does.
 */
export function afterSubmitThrottle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, SUBMIT_THROTTLE_MS + 10));
}
