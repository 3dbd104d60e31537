import { Type } from 'typebox';
import {
  AUTOVALUTAZIONE_MESSAGES,
  InterventoInput,
  LineaInput,
  LINEE_CODICI,
  type AutovalutazioneInput,
} from './autovalutazioni.ts';
import type { Livello } from './autovalutazioni-matrice.ts';
import { fieldErrors, type FieldError } from './validate.ts';

const LINEA_MESSAGES: Record<string, string> = {
  codice: 'linea di business non prevista',
  peso: 'il peso è un intero da 0 a 100',
  motivazione: 'la motivazione può avere al massimo 2000 caratteri',
  rischioInerente: 'il rischio inerente è un livello da 1 a 4',
  vulnerabilita: 'la vulnerabilità è un livello da 1 a 4',
};

const INTERVENTO_MESSAGES: Record<string, string> = {
  id: "l'identificativo non è valido",
  descrizione: 'la descrizione va da 5 a 2000 caratteri',
  responsabile: 'indicare il responsabile (da 2 a 200 caratteri)',
  scadenza: 'la scadenza è una data (aaaa-mm-gg)',
  stato: 'lo stato è da avviare, in corso oppure completato',
  lineaCodice: 'linea di business non prevista',
};

/** The draft's shape with its rows left to the per-row checks (so each row's problems are named). */
const AutovalutazioneShape = Type.Object(
  {
    linee: Type.Array(Type.Unknown(), { maxItems: LINEE_CODICI.length }),
    interventi: Type.Array(Type.Unknown(), { maxItems: 100 }),
    giudizioComplessivo: Type.Optional(Type.String({ maxLength: 8000 })),
  },
  { additionalProperties: false },
);

/** Each row's problems, as `{list}.{index}.{field}` with "Linea 2: …" / "Intervento 1: …" messages. */
function rowErrors(
  list: 'linee' | 'interventi',
  rows: unknown[],
  schema: typeof LineaInput | typeof InterventoInput,
  messages: Record<string, string>,
): FieldError[] {
  const name = list === 'linee' ? 'Linea' : 'Intervento';
  return rows.flatMap((row, i) =>
    fieldErrors(schema, messages, row).map((e) => ({
      field: `${list}.${i}${e.field ? `.${e.field}` : ''}`,
      message: `${name} ${i + 1}: ${e.message.charAt(0).toLowerCase()}${e.message.slice(1)}`,
    })),
  );
}

/**
 * Validates a draft (AutovalutazioneInput): the shape, each line and action (fields `linee.{i}.{field}`,
 * `interventi.{i}.{field}`), then the rules across rows: each line once, actions on lines that are assessed, real
 * due dates. Italian messages; an empty array means valid.
 */
export function autovalutazioneErrors(value: unknown): FieldError[] {
  const errors = fieldErrors(AutovalutazioneShape, AUTOVALUTAZIONE_MESSAGES, value);
  if (errors.length) return errors;
  const raw = value as { linee: unknown[]; interventi: unknown[] };
  errors.push(...rowErrors('linee', raw.linee, LineaInput, LINEA_MESSAGES));
  errors.push(...rowErrors('interventi', raw.interventi, InterventoInput, INTERVENTO_MESSAGES));
  if (errors.length) return errors;
  const input = value as AutovalutazioneInput;
  const codici = input.linee.map((l) => l.codice);
  if (new Set(codici).size !== codici.length) {
    errors.push({ field: 'linee', message: 'Ogni linea di business si valuta una sola volta.' });
  }
  if (input.interventi.some((i) => i.lineaCodice && !codici.includes(i.lineaCodice))) {
    errors.push({ field: 'interventi', message: 'Un intervento riguarda una linea non valutata.' });
  }
  input.interventi.forEach((i, n) => {
    const day = Date.parse(`${i.scadenza}T00:00:00Z`);
    if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== i.scadenza) {
      errors.push({
        field: `interventi.${n}.scadenza`,
        message: `Intervento ${n + 1}: la scadenza non è una data valida.`,
      });
    }
  });
  return errors;
}

/** What blocks sending a draft for approval (empty: complete). Italian causes by field. */
export function incompletezze(a: {
  linee: ReadonlyArray<{ nome: string; peso: number; rischioInerente?: Livello; vulnerabilita?: Livello }>;
  giudizioComplessivo?: string | undefined;
}): FieldError[] {
  const out: FieldError[] = [];
  if (!a.linee.length) out.push({ field: 'linee', message: 'Valutare almeno una linea di business.' });
  for (const l of a.linee) {
    if (!l.rischioInerente) out.push({ field: 'linee', message: `${l.nome}: manca il rischio inerente.` });
    if (!l.vulnerabilita) out.push({ field: 'linee', message: `${l.nome}: manca la vulnerabilità.` });
  }
  const pesi = a.linee.reduce((s, l) => s + l.peso, 0);
  if (a.linee.length && pesi !== 100) {
    out.push({ field: 'linee', message: `I pesi delle linee sommano a ${pesi}%: devono fare 100%.` });
  }
  if ((a.giudizioComplessivo ?? '').trim().length < 10) {
    out.push({
      field: 'giudizioComplessivo',
      message: 'Scrivere il giudizio complessivo (almeno 10 caratteri).',
    });
  }
  return out;
}
