import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { centsToEuros, eurosToCents } from './field-values.ts';

/**
 * A filter above a list, beside the grid's own column filter: `select` (one value of `options`, sent as
 * `f.<key>`), `date-range` (`f.<key>.min` / `.max`, yyyy-MM-dd), `cents-range` (typed in euros, sent as
 * integer cents) or `integer-range` (whole numbers from 0, e.g. days).
 */
export interface KitFilter {
  key: string;
  label: string;
  kind: 'select' | 'date-range' | 'cents-range' | 'integer-range';
  options?: ReadonlyArray<{ value: string; label: string }>;
}

/** The URL filter keys a bar filter owns. */
export function filterKeys(filter: KitFilter): string[] {
  return filter.kind === 'select' ? [filter.key] : [`${filter.key}.min`, `${filter.key}.max`];
}

type Draft = Record<string, string>;

function toDraft(filters: readonly KitFilter[], applied: Record<string, string>): Draft {
  const draft: Draft = {};
  for (const f of filters) {
    for (const key of filterKeys(f)) {
      const value = applied[key] ?? '';
      draft[key] = f.kind === 'cents-range' && value ? centsToEuros(value) : value;
    }
  }
  return draft;
}

/**
 * The filter bar: the user sets several filters and applies them together ("Applica filtri"), or clears them
 * ("Azzera filtri"). `applied` are the list's current filters; `onApply` gets the bar's filters as the API
 * expects them (empty ones left out). An amount that is not a number in euros is refused with a message.
 */
export function FilterBar({
  filters,
  applied,
  onApply,
}: {
  filters: readonly KitFilter[];
  applied: Record<string, string>;
  onApply(values: Record<string, string>): void;
}) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(filters, applied));
  const [error, setError] = useState<string | null>(null);
  const appliedKey = JSON.stringify(applied);
  useEffect(
    () => setDraft(toDraft(filters, JSON.parse(appliedKey) as Record<string, string>)),
    [appliedKey, filters],
  );

  function apply() {
    const out: Record<string, string> = {};
    for (const f of filters) {
      for (const key of filterKeys(f)) {
        const value = (draft[key] ?? '').trim();
        if (!value) continue;
        if (f.kind === 'cents-range') {
          const cents = eurosToCents(value);
          if (Number.isNaN(cents)) {
            setError(`${f.label}: scrivi un importo in euro, ad esempio 1.500,00.`);
            return;
          }
          out[key] = String(cents);
        } else if (f.kind === 'integer-range' && !/^[0-9]{1,9}$/.test(value)) {
          setError(`${f.label}: scrivi un numero intero, ad esempio 30.`);
          return;
        } else out[key] = value;
      }
    }
    setError(null);
    onApply(out);
  }

  const input = (key: string, label: string, type: 'date' | 'text' | 'integer') => (
    <TextField
      key={key}
      id={`filtro-${key.replace('.', '-')}`}
      label={label}
      size="small"
      type={type === 'date' ? 'date' : 'text'}
      value={draft[key] ?? ''}
      onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
      slotProps={
        type === 'date'
          ? { inputLabel: { shrink: true } }
          : { htmlInput: { inputMode: type === 'integer' ? 'numeric' : 'decimal' } }
      }
    />
  );

  return (
    <form
      aria-label="Filtri"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {filters.map((f) =>
          f.kind === 'select' ? (
            <TextField
              key={f.key}
              id={`filtro-${f.key}`}
              select
              size="small"
              label={f.label}
              value={draft[f.key] ?? ''}
              onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">
                <em>Tutti</em>
              </MenuItem>
              {(f.options ?? []).map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          ) : f.kind === 'date-range' ? (
            [input(`${f.key}.min`, `${f.label} dal`, 'date'), input(`${f.key}.max`, `${f.label} al`, 'date')]
          ) : f.kind === 'integer-range' ? (
            [
              input(`${f.key}.min`, `${f.label} da`, 'integer'),
              input(`${f.key}.max`, `${f.label} a`, 'integer'),
            ]
          ) : (
            [
              input(`${f.key}.min`, `${f.label} da (€)`, 'text'),
              input(`${f.key}.max`, `${f.label} a (€)`, 'text'),
            ]
          ),
        )}
        <Button type="submit" variant="outlined">
          Applica filtri
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            setError(null);
            onApply({});
          }}
        >
          Azzera filtri
        </Button>
      </Stack>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
