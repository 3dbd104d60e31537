import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  INTERVENTO_STATI,
  INTERVENTO_STATO_LABELS,
  LINEE_BUSINESS,
  type LineaCodice,
} from '@compliance/shared';
import type { InterventoForm } from './draft-form.ts';

interface Props {
  interventi: InterventoForm[];
  onChange(interventi: InterventoForm[]): void;
  /** The lines of the draft an action may refer to. */
  linee: readonly LineaCodice[];
  errors: Record<string, string>;
}

/**
 * The remedial actions (interventi) of a draft, one fieldset each: description, owner, due date, state and the line
 * it addresses; add and remove. Labels are visible, problems show at their field (`interventi.{i}.{field}`).
 */
export function InterventiEditor({ interventi, onChange, linee, errors }: Props) {
  const set = (i: number, patch: Partial<InterventoForm>) =>
    onChange(interventi.map((x, n) => (n === i ? { ...x, ...patch } : x)));
  const field = (i: number, name: keyof InterventoForm) => ({
    id: `intervento-${i}-${name}`,
    size: 'small' as const,
    error: Boolean(errors[`interventi.${i}.${name}`]),
    helperText: errors[`interventi.${i}.${name}`],
  });
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      {interventi.map((x, i) => (
        <fieldset key={x.id ?? `nuovo-${i}`} className="card">
          <legend>Intervento {i + 1}</legend>
          <Stack spacing={2}>
            <TextField
              {...field(i, 'descrizione')}
              label="Descrizione"
              required
              multiline
              value={x.descrizione}
              onChange={(e) => set(i, { descrizione: e.target.value })}
            />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                {...field(i, 'responsabile')}
                label="Responsabile"
                required
                value={x.responsabile}
                onChange={(e) => set(i, { responsabile: e.target.value })}
              />
              <TextField
                {...field(i, 'scadenza')}
                label="Scadenza"
                type="date"
                required
                value={x.scadenza}
                onChange={(e) => set(i, { scadenza: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                {...field(i, 'stato')}
                select
                label="Stato"
                value={x.stato}
                onChange={(e) => set(i, { stato: e.target.value })}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {INTERVENTO_STATI.map((s) => (
                  <option key={s} value={s}>
                    {INTERVENTO_STATO_LABELS[s]}
                  </option>
                ))}
              </TextField>
              <TextField
                {...field(i, 'lineaCodice')}
                select
                label="Linea di business"
                value={x.lineaCodice}
                onChange={(e) => set(i, { lineaCodice: e.target.value })}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">Tutte / trasversale</option>
                {linee.map((c) => (
                  <option key={c} value={c}>
                    {LINEE_BUSINESS[c]}
                  </option>
                ))}
              </TextField>
            </Stack>
            <div>
              <Button size="small" onClick={() => onChange(interventi.filter((_, n) => n !== i))}>
                Rimuovi l’intervento {i + 1}
              </Button>
            </div>
          </Stack>
        </fieldset>
      ))}
      <div>
        <Button
          variant="outlined"
          onClick={() =>
            onChange([
              ...interventi,
              { descrizione: '', responsabile: '', scadenza: '', stato: 'DA_AVVIARE', lineaCodice: '' },
            ])
          }
        >
          Aggiungi intervento
        </Button>
      </div>
    </Stack>
  );
}
