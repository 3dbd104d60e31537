import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { CLASSI_RISCHIO, CLASSE_RISCHIO_LABELS, type Domanda, type Opzione } from '@compliance/shared';

const numberOrNone = (v: string) =>
  v.trim() === '' ? undefined : Math.max(0, Math.min(100, Math.trunc(Number(v)) || 0));

/**
 * The options of a choice question: per option its stored value, label, points (0–100) and an optional minimum
 * risk class; add and remove (at least two stay). Every field is labelled with the option's number.
 */
export function OpzioniEditor({
  d,
  idBase,
  onChange,
}: {
  d: Domanda;
  idBase: string;
  onChange(o: Opzione[]): void;
}) {
  const opzioni = d.opzioni ?? [];
  const set = (i: number, patch: Partial<Opzione>) =>
    onChange(
      opzioni.map((o, j) => {
        if (j !== i) return o;
        const next = { ...o, ...patch };
        for (const k of ['punti', 'classeMinima'] as const) if (next[k] === undefined) delete next[k];
        return next;
      }),
    );
  return (
    <fieldset className="modello-opzioni">
      <legend>Opzioni</legend>
      {opzioni.map((o, i) => (
        <div key={i} className="modello-riga">
          <TextField
            id={`${idBase}-opz${i}-valore`}
            label={`Valore opzione ${i + 1}`}
            value={o.valore}
            onChange={(e) => set(i, { valore: e.target.value })}
            size="small"
          />
          <TextField
            id={`${idBase}-opz${i}-etichetta`}
            label={`Etichetta opzione ${i + 1}`}
            value={o.etichetta}
            onChange={(e) => set(i, { etichetta: e.target.value })}
            size="small"
          />
          <TextField
            id={`${idBase}-opz${i}-punti`}
            label={`Punti opzione ${i + 1}`}
            value={o.punti ?? ''}
            onChange={(e) => set(i, { punti: numberOrNone(e.target.value) })}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            select
            id={`${idBase}-opz${i}-classe`}
            label={`Classe minima opzione ${i + 1}`}
            value={o.classeMinima ?? ''}
            onChange={(e) =>
              set(i, { classeMinima: (e.target.value || undefined) as Opzione['classeMinima'] })
            }
            size="small"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Nessuna</option>
            {CLASSI_RISCHIO.map((c) => (
              <option key={c} value={c}>
                {CLASSE_RISCHIO_LABELS[c]}
              </option>
            ))}
          </TextField>
          <Button onClick={() => onChange(opzioni.filter((_, j) => j !== i))} disabled={opzioni.length <= 2}>
            Rimuovi opzione {i + 1}
          </Button>
        </div>
      ))}
      <Button
        onClick={() => onChange([...opzioni, { valore: '', etichetta: '' }])}
        disabled={opzioni.length >= 40}
      >
        Aggiungi opzione
      </Button>
    </fieldset>
  );
}
