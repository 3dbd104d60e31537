import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FormValues } from './field-values.ts';
import type { KitField } from './record-form.tsx';

type Option = { value: string; label: string };

const SEARCH_FAILED = 'Ricerca non riuscita: controlla la connessione e riprova a scrivere.';

/**
 * A searchable choice among many records (a client among thousands): MUI Autocomplete asking `field.lookup`'s
 * search as the user types (debounced 300 ms). The chosen label is kept in `values[lookup.labelField]`. A search
 * that fails (network, API error) empties the choices and says so, in the list and under the field.
 */
export function LookupField({
  id,
  field,
  values,
  error,
  onChange,
}: {
  id: string;
  field: KitField;
  values: FormValues;
  error?: string | undefined;
  onChange(name: string, value: unknown): void;
}) {
  const labelField = field.lookup!.labelField;
  const current: Option | null = values[field.name]
    ? { value: String(values[field.name]), label: String(values[labelField] ?? values[field.name]) }
    : null;
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      field.lookup!.search(text).then(
        (found) => {
          if (!live) return;
          setFailed(false);
          setOptions(found);
        },
        () => {
          if (!live) return;
          setFailed(true);
          setOptions([]);
        },
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, field.lookup]);
  return (
    <Autocomplete
      id={id}
      options={current && !options.some((o) => o.value === current.value) ? [current, ...options] : options}
      value={current}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionLabel={(o) => o.label}
      onInputChange={(_e, value, reason) => reason === 'input' && setText(value)}
      onChange={(_e, option) => {
        onChange(field.name, option?.value ?? '');
        onChange(labelField, option?.label ?? '');
      }}
      noOptionsText={failed ? SEARCH_FAILED : 'Nessun risultato'}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={field.label}
          required={field.required ?? false}
          error={Boolean(error)}
          helperText={error ?? (failed ? SEARCH_FAILED : 'Scrivi per cercare')}
        />
      )}
    />
  );
}
