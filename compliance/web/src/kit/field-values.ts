import type { KitField } from './record-form.tsx';

/** A detail form's values: text for inputs, booleans for switches, arrays of row values for `rows` fields. */
export type FormValues = Record<string, unknown>;

const EUR_INPUT = /^-?[0-9]{1,3}(\.?[0-9]{3})*(,[0-9]{1,2})?$|^-?[0-9]+(,[0-9]{1,2})?$/;

/** An amount typed in euros with Italian separators (`1.234,56`, `1234,5`, `80`) as integer cents; NaN if bad. */
export function eurosToCents(text: string): number {
  const t = text.trim().replace(/\s|€/g, '');
  if (!EUR_INPUT.test(t)) return Number.NaN;
  return Math.round(Number(t.replace(/\./g, '').replace(',', '.')) * 100);
}

/** Integer cents as the euros a form shows for editing (`1234,56`). */
export function centsToEuros(cents: unknown): string {
  const n = Number(cents);
  if (cents === undefined || cents === null || cents === '' || !Number.isFinite(n)) return '';
  return (n / 100).toFixed(2).replace('.', ',');
}

/** A decimal typed with an Italian comma (`33,5`) as a number; NaN if bad. */
export function italianNumber(text: string): number {
  const t = text.trim().replace(',', '.');
  return t === '' || !/^-?[0-9]+(\.[0-9]+)?$/.test(t) ? Number.NaN : Number(t);
}

/** A stored record's value as the form edits it (cents as euros, numbers as Italian decimals). */
export function toFormValue(field: KitField, value: unknown): unknown {
  if (field.type === 'cents') return centsToEuros(value);
  if (field.type === 'boolean') return value === true || value === 'true';
  if (field.type === 'number')
    return value === undefined || value === null ? '' : String(value).replace('.', ',');
  if (field.type === 'rows') {
    return Array.isArray(value)
      ? value.map((row: Record<string, unknown>) =>
          Object.fromEntries((field.columns ?? []).map((c) => [c.name, toFormValue(c, row[c.name])])),
        )
      : [];
  }
  return value === undefined || value === null ? '' : String(value);
}

/** A record's values for the form: every field converted by toFormValue, other keys (ids, version) kept. */
export function recordToForm(fields: readonly KitField[], record: Record<string, unknown>): FormValues {
  const values: FormValues = { ...record };
  for (const f of fields) values[f.name] = toFormValue(f, record[f.name]);
  return values;
}

/**
 * The input the API expects from the form's values: text trimmed (optional empty ones left out), cents and
 * numbers parsed (a bad one is sent as text, so the shared schema names the field), booleans, row lists.
 */
export function formToInput(fields: readonly KitField[], values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.existingOnly || f.display) continue;
    const value = values[f.name];
    if (f.type === 'boolean') input[f.name] = value === true || value === 'true';
    else if (f.type === 'rows') {
      input[f.name] = ((value as FormValues[] | undefined) ?? []).map((row) =>
        formToInput(f.columns ?? [], row),
      );
    } else {
      const text = String(value ?? '').trim();
      if (!text && !f.required) continue;
      if (f.type === 'cents') input[f.name] = Number.isNaN(eurosToCents(text)) ? text : eurosToCents(text);
      else if (f.type === 'number')
        input[f.name] = Number.isNaN(italianNumber(text)) ? text : italianNumber(text);
      else input[f.name] = text;
    }
  }
  return input;
}
