import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { TIPI_RISPOSTA, type Domanda, type TipoRisposta } from '@compliance/shared';
import { CON_OPZIONI, conTipo } from './modello-draft.ts';
import { OpzioniEditor } from './opzioni-editor.tsx';

/** Italian names of the answer types. */
export const TIPO_RISPOSTA_LABELS: Record<TipoRisposta, string> = {
  testo: 'Testo libero',
  sino: 'Sì / no',
  scelta: 'Scelta singola',
  sceltaMultipla: 'Scelta multipla',
  numero: 'Numero',
  data: 'Data',
  importo: 'Importo in euro',
};

interface Props {
  d: Domanda;
  /** e.g. "Domanda 2 della sezione 1": the group's name. */
  legend: string;
  idBase: string;
  /** The questions before this one: a condition may refer to them. */
  precedenti: Domanda[];
  onChange(d: Domanda): void;
  onRemove(): void;
  canRemove: boolean;
}

/**
 * One question of the template editor, a named group: id, text, answer type, required, yes/no points or the
 * options with their points (OpzioniEditor), and the condition (shown only when an earlier question has one of
 * the given values; `si`/`no` for yes/no questions, option values otherwise).
 */
export function DomandaEditor({ d, legend, idBase, precedenti, onChange, onRemove, canRemove }: Props) {
  const cond = d.condizione;
  // the values as typed (a trailing comma must survive while typing the next value)
  const [valoriText, setValoriText] = useState(cond?.valori.join(', ') ?? '');
  const setCond = (domanda: string, valori: string) => {
    setValoriText(valori);
    const { condizione: _c, ...rest } = d;
    onChange(
      domanda
        ? {
            ...rest,
            condizione: {
              domanda,
              valori: valori
                .split(',')
                .map((v) => v.trim())
                .filter(Boolean),
            },
          }
        : rest,
    );
  };
  return (
    <fieldset className="modello-domanda">
      <legend>{legend}</legend>
      <div className="modello-riga">
        <TextField
          id={`${idBase}-id`}
          label="Identificativo"
          value={d.id}
          onChange={(e) => onChange({ ...d, id: e.target.value })}
          size="small"
        />
        <TextField
          select
          id={`${idBase}-tipo`}
          label="Tipo di risposta"
          value={d.tipo}
          onChange={(e) => onChange(conTipo(d, e.target.value as TipoRisposta))}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {TIPI_RISPOSTA.map((t) => (
            <option key={t} value={t}>
              {TIPO_RISPOSTA_LABELS[t]}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={d.obbligatoria}
              onChange={(e) => onChange({ ...d, obbligatoria: e.target.checked })}
            />
          }
          label="Obbligatoria"
        />
      </div>
      <TextField
        id={`${idBase}-testo`}
        label="Testo della domanda"
        value={d.testo}
        onChange={(e) => onChange({ ...d, testo: e.target.value })}
        fullWidth
        size="small"
        sx={{ my: 1 }}
      />
      {d.tipo === 'sino' && (
        <TextField
          id={`${idBase}-puntisi`}
          label="Punti se sì"
          value={d.puntiSi ?? ''}
          onChange={(e) => {
            const { puntiSi: _p, ...rest } = d;
            const v = e.target.value.trim();
            onChange(
              v === '' ? rest : { ...rest, puntiSi: Math.max(0, Math.min(100, Math.trunc(Number(v)) || 0)) },
            );
          }}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
      {CON_OPZIONI.includes(d.tipo) && (
        <OpzioniEditor d={d} idBase={idBase} onChange={(opzioni) => onChange({ ...d, opzioni })} />
      )}
      <div className="modello-riga">
        <TextField
          select
          id={`${idBase}-cond`}
          label="Mostra solo se la domanda"
          value={cond?.domanda ?? ''}
          onChange={(e) => setCond(e.target.value, valoriText)}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Sempre visibile</option>
          {precedenti.map((p) => (
            <option key={p.id} value={p.id}>
              {p.testo || p.id}
            </option>
          ))}
        </TextField>
        {cond && (
          <TextField
            id={`${idBase}-cond-valori`}
            label="ha uno di questi valori (separati da virgola)"
            value={valoriText}
            onChange={(e) => setCond(cond.domanda, e.target.value)}
            size="small"
            helperText="Per le domande sì/no: si oppure no; per le scelte: i valori delle opzioni."
          />
        )}
      </div>
      <Button onClick={onRemove} disabled={!canRemove} color="error">
        Rimuovi {legend.toLowerCase()}
      </Button>
    </fieldset>
  );
}
