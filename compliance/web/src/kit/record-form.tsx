import Box from '@mui/material/Box';
import { FieldInput } from './field-input.tsx';
import type { FormValues } from './field-values.ts';
import { formatDate, formatEur } from './formats.ts';

/** One field of a kit detail form. */
export interface KitField {
  name: string;
  label: string;
  /**
   * `date`: ISO `yyyy-MM-dd`, shown dd/MM/yyyy; `cents`: integer cents, typed and shown in euros; `number`: a
   * decimal typed with a comma; `boolean`: a switch; `rows`: a list of rows of `columns` (e.g. beneficial
   * owners); `lookup`: a searchable choice (`lookup`).
   */
  type?: 'text' | 'select' | 'date' | 'cents' | 'number' | 'boolean' | 'rows' | 'lookup';
  options?: ReadonlyArray<{ value: string; label: string }>;
  required?: boolean;
  /** Shown but never edited (e.g. a code fixed at creation, or a value the API derives). */
  readOnly?: boolean;
  /** Only on existing records (derived values such as the institution's name). */
  existingOnly?: boolean;
  /** Read mode only: a value the API derives (a client's name next to its id); never sent. */
  display?: boolean;
  /** Heading of the group of fields this one belongs to (fields of one section are consecutive). */
  section?: string;
  /** The row's fields of a `rows` field. */
  columns?: readonly KitField[];
  /** A `lookup` field's search (the API, by text) and the record field holding the chosen value's label. */
  lookup?: { search(text: string): Promise<Array<{ value: string; label: string }>>; labelField: string };
}

/** How a value reads in read mode: select values by label, dates dd/MM/yyyy, cents in EUR, '—' for nothing. */
export function displayValue(field: KitField, value: unknown, values: FormValues = {}): string {
  if (field.type === 'boolean') return value === true || value === 'true' ? 'Sì' : 'No';
  if (field.type === 'lookup' && field.lookup) return String(values[field.lookup.labelField] ?? '') || '—';
  if (value === undefined || value === null || value === '') return '—';
  if (field.type === 'date') return formatDate(String(value));
  if (field.type === 'cents') return formatEur(Number(String(value).replace(/\./g, '').replace(',', '.')));
  return field.options?.find((o) => o.value === value)?.label ?? String(value);
}

/** Consecutive fields grouped by their `section` (fields without one form an untitled group). */
function sections(fields: readonly KitField[]): Array<{ title?: string; fields: KitField[] }> {
  const groups: Array<{ title?: string; fields: KitField[] }> = [];
  for (const f of fields) {
    const last = groups.at(-1);
    if (last && last.title === f.section) last.fields.push(f);
    else groups.push({ ...(f.section ? { title: f.section } : {}), fields: [f] });
  }
  return groups;
}

/**
 * The fields of a detail, section by section (a fieldset with its legend): a description list in read mode,
 * labelled MUI inputs in edit mode with each field's Italian error under it (`aria-invalid` and
 * `aria-describedby` come with MUI's helper text).
 */
export function RecordForm({
  fields,
  values,
  errors,
  editing,
  isNew,
  onChange,
}: {
  fields: readonly KitField[];
  values: FormValues;
  errors: Record<string, string>;
  editing: boolean;
  isNew: boolean;
  onChange(name: string, value: unknown): void;
}) {
  const shown = fields.filter((f) => !(f.existingOnly && isNew) && !(f.display && editing));
  return (
    <>
      {sections(shown).map((group, i) => {
        const body = editing ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            {group.fields.map((f) => (
              <FieldInput key={f.name} field={f} values={values} error={errors[f.name]} onChange={onChange} />
            ))}
          </Box>
        ) : (
          <dl className="record-fields">
            {group.fields.map((f) =>
              f.type === 'rows' ? (
                <FieldInput key={f.name} field={f} values={values} readMode onChange={onChange} />
              ) : (
                <div key={f.name}>
                  <dt>{f.label}</dt>
                  <dd>{displayValue(f, values[f.name], values)}</dd>
                </div>
              ),
            )}
          </dl>
        );
        return group.title ? (
          <fieldset key={group.title} className="record-section">
            <legend>{group.title}</legend>
            {body}
          </fieldset>
        ) : (
          <div key={`group-${i}`}>{body}</div>
        );
      })}
    </>
  );
}
