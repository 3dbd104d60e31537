import type { Credentials, ResolvedSettings } from '../../settings/settings.ts';

/** Username maximum length (spec §9). */
export const USERNAME_MAX_LENGTH = 256;

export interface FieldErrors {
  username?: string;
  password?: string;
}

/** Local validation of spec §5 "Sign-in": i18n keys per field (empty when valid). */
export function validateCredentials(username: string, password: string, passwordless: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (username.trim() === '') errors.username = 'error.username.required';
  else if (username.length > USERNAME_MAX_LENGTH) errors.username = 'model.validation.field.username';
  if (!passwordless && password === '') errors.password = 'error.password.required';
  return errors;
}

/**
 * Spec §4 "Primary sign-in sequence": `transformUsername(username, 'PRIMARY_AUTH')`, then `processCreds`.
 * A `processCreds` declared with two parameters is awaited until it calls its callback.
 */
export async function prepareCredentials(
  username: string,
  password: string,
  settings: Pick<ResolvedSettings, 'transformUsername' | 'processCreds'>,
): Promise<Credentials> {
  const transformed = settings.transformUsername
    ? settings.transformUsername(username, 'PRIMARY_AUTH')
    : username;
  const creds: Credentials = { username: transformed, password };
  const process = settings.processCreds;
  if (typeof process === 'function') {
    if (process.length > 1) {
      await new Promise<void>((resolve) =>
        (process as (c: Credentials, cb: () => void) => void)(creds, resolve),
      );
    } else {
      (process as (c: Credentials) => void)(creds);
    }
  }
  return creds;
}
