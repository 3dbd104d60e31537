import Button from '@mui/material/Button';
import { FieldInput } from './field-input.tsx';
import type { FormValues } from './field-values.ts';
import { displayValue, type KitField } from './record-form.tsx';

/**
 * A list of rows of `field.columns` (e.g. beneficial owners): in edit mode each row's inputs with a remove
 * button and an "Aggiungi" button; in read mode a table. `error` is the list's Italian message.
 */
export function RowsField({
  field,
  values,
  error,
  readMode,
  onChange,
}: {
  field: KitField;
  values: FormValues;
  error?: string | undefined;
  readMode: boolean;
  onChange(name: string, value: unknown): void;
}) {
  const rows = (values[field.name] as FormValues[] | undefined) ?? [];
  const columns = field.columns ?? [];
  const set = (next: FormValues[]) => onChange(field.name, next);
  if (readMode) {
    return (
      <div className="record-rows">
        <dt>{field.label}</dt>
        <dd>
          {rows.length === 0 ? (
            '—'
          ) : (
            <table>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.name} scope="col">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i}>
                    {columns.map((c) => (
                      <td key={c.name}>{displayValue(c, row[c.name], row)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </dd>
      </div>
    );
  }
  return (
    <div role="group" aria-labelledby={`rows-${field.name}`} style={{ gridColumn: '1 / -1' }}>
      <p id={`rows-${field.name}`}>
        <strong>{field.label}</strong>
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {rows.map((row, i) => (
        <div
          key={i}
          role="group"
          aria-label={`${field.label}: riga ${i + 1}`}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start', marginBottom: 8 }}
        >
          {columns.map((c) => (
            <FieldInput
              key={c.name}
              field={{ ...c, label: `${c.label} (riga ${i + 1})` }}
              values={row}
              idPrefix={`${field.name}-${i}`}
              onChange={(name, value) => set(rows.map((r, j) => (j === i ? { ...r, [name]: value } : r)))}
            />
          ))}
          <Button onClick={() => set(rows.filter((_, j) => j !== i))}>Rimuovi riga {i + 1}</Button>
        </div>
      ))}
      <Button
        variant="outlined"
        onClick={() =>
          set([...rows, Object.fromEntries(columns.map((c) => [c.name, c.type === 'boolean' ? false : '']))])
        }
      >
        Aggiungi {field.label.toLowerCase()}
      </Button>
    </div>
  );
}
