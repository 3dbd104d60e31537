import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { formatDate } from './formats.ts';

/** One field of a kit detail form. */
export interface KitField {
  name: string;
  label: string;
  /** `date`: an ISO `yyyy-MM-dd` value, shown dd/MM/yyyy in read mode. */
  type?: 'text' | 'select' | 'date';
  options?: ReadonlyArray<{ value: string; label: string }>;
  required?: boolean;
  /** Shown but never edited (e.g. a code fixed at creation, or a value the API derives). */
  readOnly?: boolean;
  /** Only on existing records (derived values such as the institution's name). */
  existingOnly?: boolean;
}

/** How a value reads in read mode: select values by label, dates as dd/MM/yyyy, '—' for nothing. */
export function displayValue(field: KitField, value: string | undefined): string {
  if (!value) return '—';
  if (field.type === 'date') return formatDate(value);
  return field.options?.find((o) => o.value === value)?.label ?? value;
}

/**
 * The fields of a detail: a description list in read mode, labelled MUI inputs in edit mode with each field's
 * Italian error under it (`aria-invalid` and `aria-describedby` come with MUI's helper text).
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
  values: Record<string, string>;
  errors: Record<string, string>;
  editing: boolean;
  isNew: boolean;
  onChange(name: string, value: string): void;
}) {
  const shown = fields.filter((f) => !(f.existingOnly && isNew));
  if (!editing) {
    return (
      <dl className="record-fields">
        {shown.map((f) => (
          <div key={f.name}>
            <dt>{f.label}</dt>
            <dd>{displayValue(f, values[f.name])}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {shown.map((f) => {
        const locked = f.readOnly || (f.existingOnly ?? false);
        const common = {
          id: `field-${f.name}`,
          name: f.name,
          label: f.label,
          value: values[f.name] ?? '',
          required: f.required ?? false,
          error: Boolean(errors[f.name]),
          helperText: errors[f.name] ?? ' ',
          disabled: locked,
          onChange: (event: { target: { value: string } }) => onChange(f.name, event.target.value),
        };
        if (f.type === 'select') {
          return (
            <TextField key={f.name} select {...common}>
              {!f.required && (
                <MenuItem value="">
                  <em>Nessuno</em>
                </MenuItem>
              )}
              {(f.options ?? []).map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          );
        }
        return (
          <TextField
            key={f.name}
            {...common}
            type={f.type === 'date' ? 'date' : 'text'}
            slotProps={f.type === 'date' ? { inputLabel: { shrink: true } } : {}}
          />
        );
      })}
    </Box>
  );
}
