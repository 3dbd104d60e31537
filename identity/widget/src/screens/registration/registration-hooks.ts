import type { WidgetError } from '../../i18n/error-keys.ts';
import type { Translate } from '../../i18n/translator.ts';

/** The registration hooks of spec §3 "Registration hooks" that take part in the flow (click is the sign-up link's). */
export type HookName = 'parseSchema' | 'preSubmit' | 'postSubmit';

/** A host hook: `(input, onSuccess(output?), onFailure(error?))`, as widget 2.21.0 calls them. */
type Hook = (
  input: unknown,
  onSuccess: (output?: unknown) => void,
  onFailure: (error?: unknown) => void,
) => void;

/** A hook's failure as the form shows it: the host's `errorSummary`, else the default text; tagged with the hook. */
export interface HookError extends WidgetError {
  callback: HookName;
}

function hookError(name: HookName, raw: unknown, t: Translate): HookError {
  const given = raw && typeof raw === 'object' ? (raw as { errorSummary?: unknown }).errorSummary : undefined;
  const message = typeof given === 'string' && given ? given : t('registration.default.callbackhook.error');
  return { name: 'RegistrationError', message, summary: message, causes: [], callback: name };
}

/**
 * Runs one registration hook (spec §3; §8 "Registration": failures use the default callback error text and are
 * tagged parseSchema, preSubmit or postSubmit). No hook: resolves `input`. `onSuccess()` without a value keeps
 * `input`; `onFailure(err)` or a throw rejects with a {@link HookError}.
 */
export function runHook<T>(name: HookName, hook: unknown, input: T, t: Translate): Promise<T> {
  if (typeof hook !== 'function') return Promise.resolve(input);
  return new Promise<T>((resolve, reject) => {
    try {
      (hook as Hook)(
        input,
        (output) => resolve(output === undefined ? input : (output as T)),
        (error) => reject(hookError(name, error, t)),
      );
    } catch (err) {
      reject(hookError(name, err, t));
    }
  });
}
