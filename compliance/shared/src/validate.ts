import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

/** One field's problem: `field` is the property name (`''` for the record as a whole), `message` is Italian. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Validates `value` against an entity's input schema and returns at most one Italian message per field, taken from
 * `messages` (the same table the web form shows). Missing required fields and unknown fields are reported by name;
 * a string holding a control character (NUL, …; tab and line breaks allowed) is refused in whatever field.
 * An empty array means the value is valid. Used by the API before writing and by the web app before saving.
 */
export function fieldErrors(schema: TSchema, messages: Record<string, string>, value: unknown): FieldError[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ field: '', message: 'Il contenuto della richiesta deve essere un oggetto JSON.' }];
  }
  const found = new Map<string, string>();
  for (const error of Value.Errors(schema, value)) {
    const params = error.params as { requiredProperties?: string[]; additionalProperties?: string[] };
    if (error.keyword === 'required') {
      for (const field of params.requiredProperties ?? []) {
        if (!found.has(field)) found.set(field, messages[field] ?? `Il campo ${field} è obbligatorio.`);
      }
    } else if (error.keyword === 'additionalProperties') {
      for (const field of params.additionalProperties ?? []) {
        found.set(field, `Il campo ${field} non è previsto.`);
      }
    } else {
      const field = error.instancePath.split('/')[1] ?? '';
      if (field && !found.has(field) && !(field in value && error.keyword === 'boolean')) {
        found.set(field, messages[field] ?? `Il campo ${field} non è valido.`);
      }
    }
  }
  for (const [field, fieldValue] of Object.entries(value)) {
    if (!found.has(field) && holdsControlCharacters(fieldValue)) {
      found.set(field, `Il campo ${field} contiene caratteri di controllo non ammessi.`);
    }
  }
  return [...found].map(([field, message]) => ({ field, message }));
}

/** C0 control characters other than tab, line feed and carriage return, and DEL (NUL is not text to the database). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether a string anywhere in `value` (nested arrays and objects too) holds a control character. */
function holdsControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (Array.isArray(value)) return value.some(holdsControlCharacters);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(holdsControlCharacters);
  return false;
}
