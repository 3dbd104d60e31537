import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ModelloDefinizione, Sezione } from '@compliance/shared';
import { DomandaEditor } from './domanda-editor.tsx';
import { domandePrecedenti, nuovaDomanda, withDomanda, withSezione } from './modello-draft.ts';

/**
 * One section of the template editor, a named group: its id and title, its questions (DomandaEditor), add a
 * question, remove the section (at least one section and one question per section stay).
 */
export function SezioneEditor({
  def,
  si,
  onChange,
}: {
  def: ModelloDefinizione;
  si: number;
  onChange(def: ModelloDefinizione): void;
}) {
  const s = def.sezioni[si]!;
  const set = (fn: (s: Sezione) => Sezione) => onChange(withSezione(def, si, fn));
  return (
    <fieldset className="modello-sezione">
      <legend>Sezione {si + 1}</legend>
      <div className="modello-riga">
        <TextField
          id={`sez${si}-id`}
          label={`Identificativo sezione ${si + 1}`}
          value={s.id}
          onChange={(e) => set((x) => ({ ...x, id: e.target.value }))}
          size="small"
        />
        <TextField
          id={`sez${si}-titolo`}
          label={`Titolo sezione ${si + 1}`}
          value={s.titolo}
          onChange={(e) => set((x) => ({ ...x, titolo: e.target.value }))}
          size="small"
          sx={{ flexGrow: 1 }}
        />
      </div>
      {s.domande.map((d, di) => (
        <DomandaEditor
          key={di}
          d={d}
          legend={`Domanda ${di + 1} della sezione ${si + 1}`}
          idBase={`sez${si}-dom${di}`}
          precedenti={domandePrecedenti(def, si, di)}
          onChange={(next) => onChange(withDomanda(def, si, di, () => next))}
          onRemove={() => set((x) => ({ ...x, domande: x.domande.filter((_, j) => j !== di) }))}
          canRemove={s.domande.length > 1}
        />
      ))}
      <Button onClick={() => set((x) => ({ ...x, domande: [...x.domande, nuovaDomanda(def)] }))}>
        Aggiungi una domanda alla sezione {si + 1}
      </Button>
      <Button
        color="error"
        disabled={def.sezioni.length <= 1}
        onClick={() => onChange({ ...def, sezioni: def.sezioni.filter((_, j) => j !== si) })}
      >
        Rimuovi la sezione {si + 1}
      </Button>
    </fieldset>
  );
}
