import { fieldErrorsOf, toWidgetError, type WidgetError } from '../../i18n/error-keys.ts';
import type { Translate } from '../../i18n/translator.ts';

/** A rejection of `actions.transition` is already a WidgetError; anything else (a host callback) is converted. */
export function asWidgetError(err: unknown): WidgetError {
  const e = err as Partial<WidgetError> | null;
  return e && typeof e === 'object' && Array.isArray(e.causes) && typeof e.name === 'string'
    ? (e as WidgetError)
    : toWidgetError(err);
}

/**
 * Server field errors of `error` keyed by the form's own field names (spec §5 "Form behaviour"): a cause's
 * property is looked up in `properties` (server property → field), else used as the field name. Errors the shell
 * already answered by navigating (`routed`) have none.
 */
export function serverFieldErrors<F extends string>(
  error: WidgetError | undefined,
  t: Translate,
  properties: Partial<Record<string, F>> = {},
): Partial<Record<F, string>> {
  const fields: Partial<Record<F, string>> = {};
  if (!error || error.routed) return fields;
  for (const [property, message] of Object.entries(fieldErrorsOf(error, t))) {
    const field = (properties[property] ?? property) as F;
    if (fields[field] === undefined) fields[field] = message;
  }
  return fields;
}
