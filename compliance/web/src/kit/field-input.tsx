import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { FormValues } from './field-values.ts';
import { LookupField } from './lookup-field.tsx';
import type { KitField } from './record-form.tsx';
import { RowsField } from './rows-field.tsx';

/** One field in edit mode (or a `rows` field in read mode), by its type; `error` is its Italian message. */
export function FieldInput({
  field: f,
  values,
  error,
  readMode = false,
  idPrefix = 'field',
  onChange,
}: {
  field: KitField;
  values: FormValues;
  error?: string | undefined;
  readMode?: boolean;
  idPrefix?: string;
  onChange(name: string, value: unknown): void;
}) {
  const id = `${idPrefix}-${f.name}`;
  if (f.type === 'rows') {
    return <RowsField field={f} values={values} error={error} readMode={readMode} onChange={onChange} />;
  }
  if (f.type === 'boolean') {
    return (
      <div>
        <FormControlLabel
          control={
            <Switch
              id={id}
              name={f.name}
              checked={values[f.name] === true}
              disabled={f.readOnly ?? false}
              onChange={(e) => onChange(f.name, e.target.checked)}
            />
          }
          label={f.label}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }
  if (f.type === 'lookup')
    return <LookupField id={id} field={f} values={values} error={error} onChange={onChange} />;
  const locked = f.readOnly || (f.existingOnly ?? false);
  const common = {
    id,
    name: f.name,
    label: f.type === 'cents' ? `${f.label} (€)` : f.label,
    value: String(values[f.name] ?? ''),
    required: f.required ?? false,
    error: Boolean(error),
    helperText: error ?? ' ',
    disabled: locked,
    onChange: (event: { target: { value: string } }) => onChange(f.name, event.target.value),
  };
  if (f.type === 'select') {
    return (
      <TextField select {...common}>
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
      {...common}
      type={f.type === 'date' ? 'date' : 'text'}
      slotProps={{
        ...(f.type === 'date' ? { inputLabel: { shrink: true } } : {}),
        ...(f.type === 'cents' || f.type === 'number' ? { htmlInput: { inputMode: 'decimal' } } : {}),
      }}
    />
  );
}
