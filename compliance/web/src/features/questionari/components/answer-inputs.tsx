import type { ComponentType } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { Domanda, ModelloDefinizione, Risposta, TipoRisposta } from '@compliance/shared';

/** An answer as the form holds it: text as typed (numbers and amounts too), yes/no, chosen option values. */
export type FormAnswer = string | boolean | string[];

export interface AnswerInputProps {
  domanda: Domanda;
  value: FormAnswer | undefined;
  error?: string;
  onChange(value: FormAnswer): void;
}

const helpId = (d: Domanda) => `aiuto-${d.id}`;
const errorId = (d: Domanda) => `errore-${d.id}`;
const described = (d: Domanda, error?: string) =>
  [d.aiuto ? helpId(d) : '', error ? errorId(d) : ''].filter(Boolean).join(' ') || undefined;
const label = (d: Domanda) => `${d.testo}${d.obbligatoria ? ' *' : ''}`;

function Help({ domanda, error }: { domanda: Domanda; error?: string }) {
  return (
    <>
      {domanda.aiuto && <FormHelperText id={helpId(domanda)}>{domanda.aiuto}</FormHelperText>}
      {error && (
        <FormHelperText id={errorId(domanda)} error>
          {error}
        </FormHelperText>
      )}
    </>
  );
}

function TextAnswer({ domanda, value, error, onChange, kind }: AnswerInputProps & { kind: TipoRisposta }) {
  return (
    <FormControl fullWidth error={Boolean(error)} sx={{ mb: 2 }}>
      <TextField
        id={`domanda-${domanda.id}`}
        label={domanda.testo}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        type={kind === 'data' ? 'date' : 'text'}
        error={Boolean(error)}
        required={domanda.obbligatoria}
        slotProps={{
          inputLabel: kind === 'data' ? { shrink: true } : {},
          htmlInput: {
            'aria-describedby': described(domanda, error),
            'aria-invalid': error ? true : undefined,
            inputMode: kind === 'numero' || kind === 'importo' ? 'decimal' : undefined,
          },
          input:
            kind === 'importo' ? { startAdornment: <InputAdornment position="start">€</InputAdornment> } : {},
        }}
      />
      <Help domanda={domanda} error={error} />
    </FormControl>
  );
}

function ChoiceAnswer({ domanda, value, error, onChange }: AnswerInputProps) {
  const yesNo = domanda.tipo === 'sino';
  const choices = yesNo
    ? [
        { valore: 'si', etichetta: 'Sì' },
        { valore: 'no', etichetta: 'No' },
      ]
    : domanda.opzioni!;
  const current = yesNo ? (value === true ? 'si' : value === false ? 'no' : '') : ((value as string) ?? '');
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ mb: 2, display: 'block' }}>
      <FormLabel component="legend">{label(domanda)}</FormLabel>
      <RadioGroup
        row={yesNo}
        name={domanda.id}
        value={current}
        onChange={(e) => onChange(yesNo ? e.target.value === 'si' : e.target.value)}
        aria-describedby={described(domanda, error)}
      >
        {choices.map((o) => (
          <FormControlLabel key={o.valore} value={o.valore} control={<Radio />} label={o.etichetta} />
        ))}
      </RadioGroup>
      <Help domanda={domanda} error={error} />
    </FormControl>
  );
}

function MultipleAnswer({ domanda, value, error, onChange }: AnswerInputProps) {
  const chosen = Array.isArray(value) ? value : [];
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ mb: 2, display: 'block' }}>
      <FormLabel component="legend">{label(domanda)}</FormLabel>
      <FormGroup aria-describedby={described(domanda, error)}>
        {domanda.opzioni!.map((o) => (
          <FormControlLabel
            key={o.valore}
            label={o.etichetta}
            control={
              <Checkbox
                name={`${domanda.id}-${o.valore}`}
                checked={chosen.includes(o.valore)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, o.valore] : chosen.filter((x) => x !== o.valore))
                }
              />
            }
          />
        ))}
      </FormGroup>
      <Help domanda={domanda} error={error} />
    </FormControl>
  );
}

/** The input of each answer type (one entry per kind, as the shared TIPI_RISPOSTA_MODULI for behaviour). */
export const ANSWER_INPUTS: Readonly<Record<TipoRisposta, ComponentType<AnswerInputProps>>> = {
  testo: (p) => <TextAnswer {...p} kind="testo" />,
  numero: (p) => <TextAnswer {...p} kind="numero" />,
  importo: (p) => <TextAnswer {...p} kind="importo" />,
  data: (p) => <TextAnswer {...p} kind="data" />,
  sino: ChoiceAnswer,
  scelta: ChoiceAnswer,
  sceltaMultipla: MultipleAnswer,
};

/** An Italian decimal as typed ("1.234,56", "1234.5") as a number, NaN when it is not one. */
function parseDecimal(text: string): number {
  const t = text.trim().replace(/\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+([.,]\d+)?$/.test(t)) return Number.NaN;
  return Number(/,/.test(t) || /^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, '').replace(',', '.') : t);
}

/**
 * The form's answers as the API takes them: numbers parsed, amounts in EUR cents, empty answers left out. Text
 * that is not a number is sent as it is, so the shared validation names the question.
 */
export function toRisposte(
  def: ModelloDefinizione,
  form: Record<string, FormAnswer>,
): Record<string, Risposta> {
  const out: Record<string, Risposta> = {};
  for (const s of def.sezioni) {
    for (const d of s.domande) {
      const v = form[d.id];
      if (v === undefined || v === '' || (Array.isArray(v) && !v.length)) continue;
      if ((d.tipo === 'numero' || d.tipo === 'importo') && typeof v === 'string') {
        const n = parseDecimal(v);
        out[d.id] = Number.isNaN(n) ? v : d.tipo === 'importo' ? Math.round(n * 100) : n;
      } else out[d.id] = v;
    }
  }
  return out;
}

/** Stored answers as the form shows them (amounts in euros with a decimal comma). */
export function toForm(
  def: ModelloDefinizione,
  risposte: Record<string, Risposta>,
): Record<string, FormAnswer> {
  const out: Record<string, FormAnswer> = {};
  for (const s of def.sezioni) {
    for (const d of s.domande) {
      const v = risposte[d.id];
      if (v === undefined) continue;
      if (typeof v === 'number') out[d.id] = String(d.tipo === 'importo' ? v / 100 : v).replace('.', ',');
      else out[d.id] = v;
    }
  }
  return out;
}
