import { toWidgetError, type WidgetError } from '../../i18n/error-keys.ts';
import type { Translate } from '../../i18n/translator.ts';

/** The host-facing error of a refused registration (spec §8 "Client error kinds": RegistrationError). */
export class RegistrationError extends Error {
  readonly reason = 'REGISTRATION_FAILED';

  constructor(message: string) {
    super(message);
    this.name = 'RegistrationError';
  }
}

/**
 * A refused register call as the form shows it (spec §5 "Registration errors"): an existing login (E0000114) is
 * "An account with that email already exists" on the user name field; a refused password "Password requirements
 * were not met"; an invalid email "Invalid email address"; other causes as the server words them; anything
 * without causes (5xx, unparsable) the default "We could not process your registration…". Network failures stay.
 */
export function registrationFormError(err: unknown, t: Translate, userNameField: string): WidgetError {
  const e = toWidgetError(err);
  if (e.statusCode === 0) return e;
  if (e.code === 'E0000114') {
    const summary = t('registration.error.userName.notUniqueWithinOrg');
    return { ...e, code: 'E0000001', causes: [{ property: userNameField, summary }] };
  }
  if (e.code === 'E0000001' && e.causes.length > 0) {
    const causes = e.causes.map((c) => {
      const property = c.property === 'login' ? userNameField : c.property;
      const summary =
        property === 'password'
          ? t('registration.error.password.invalid')
          : c.reason === 'Invalid email address'
            ? t('registration.error.email.invalid')
            : (c.reason ?? c.summary);
      return { ...c, ...(property ? { property } : {}), summary };
    });
    return { ...e, causes };
  }
  // Shown as the registration's own default text, whatever the status was (5xx included).
  const { statusCode: _status, ...rest } = e;
  const summary = t('registration.default.callbackhook.error');
  return { ...rest, code: 'E0000001', causes: [{ summary }], summary };
}
