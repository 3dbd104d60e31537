import { CLASSI_RISCHIO, type ClasseRischio } from './monitoraggio.ts';
import type { Domanda, ModelloDefinizione, Risposta, TipoRisposta } from './questionari.ts';
import type { FieldError } from './validate.ts';

/** What an answer contributes to the score: points and, for some answers, a minimum risk class. */
export interface Contributo {
  punti: number;
  classeMinima?: ClasseRischio;
}

/**
 * One answer type's behaviour: whether a value is well-formed for the question (an Italian message when not), what
 * it scores, and how it reads in Italian (the PDF, the verified view).
 */
export interface TipoRispostaModulo {
  errore(value: Risposta, d: Domanda): string | null;
  contributo(value: Risposta, d: Domanda): Contributo;
  testo(value: Risposta, d: Domanda): string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

function band(value: number, d: Domanda): Contributo {
  let punti = 0;
  for (const f of d.fasce ?? []) if (value >= f.da) punti = Math.max(punti, f.punti);
  return { punti };
}

function option(d: Domanda, valore: string) {
  return d.opzioni?.find((o) => o.valore === valore);
}

/** The answer types, one entry each (house style: one module per kind behind one interface). */
export const TIPI_RISPOSTA_MODULI: Readonly<Record<TipoRisposta, TipoRispostaModulo>> = {
  testo: {
    errore: (v) => (typeof v === 'string' && v.trim() ? null : 'Scrivere una risposta.'),
    contributo: () => ({ punti: 0 }),
    testo: (v) => String(v),
  },
  sino: {
    errore: (v) => (typeof v === 'boolean' ? null : 'Rispondere sì o no.'),
    contributo: (v, d) =>
      v === true
        ? { punti: d.puntiSi ?? 0, ...(d.classeMinimaSi ? { classeMinima: d.classeMinimaSi } : {}) }
        : { punti: 0 },
    testo: (v) => (v === true ? 'Sì' : 'No'),
  },
  scelta: {
    errore: (v, d) => (typeof v === 'string' && option(d, v) ? null : "Scegliere un'opzione dell'elenco."),
    contributo: (v, d) => {
      const o = option(d, String(v));
      return { punti: o?.punti ?? 0, ...(o?.classeMinima ? { classeMinima: o.classeMinima } : {}) };
    },
    testo: (v, d) => option(d, String(v))?.etichetta ?? String(v),
  },
  sceltaMultipla: {
    errore: (v, d) =>
      Array.isArray(v) && v.length > 0 && v.every((x) => option(d, x)) && new Set(v).size === v.length
        ? null
        : "Scegliere almeno un'opzione dell'elenco.",
    contributo: (v, d) => {
      let punti = 0;
      let classeMinima: ClasseRischio | undefined;
      for (const x of v as string[]) {
        const o = option(d, x);
        punti += o?.punti ?? 0;
        classeMinima = maxClasse(classeMinima, o?.classeMinima);
      }
      return { punti, ...(classeMinima ? { classeMinima } : {}) };
    },
    testo: (v, d) => (v as string[]).map((x) => option(d, x)?.etichetta ?? x).join('; '),
  },
  numero: {
    errore: (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? null : 'Indicare un numero.'),
    contributo: (v, d) => band(v as number, d),
    testo: (v) => new Intl.NumberFormat('it-IT').format(v as number),
  },
  data: {
    errore: (v) =>
      typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(v))
        ? null
        : 'Indicare una data valida (gg/mm/aaaa).',
    contributo: () => ({ punti: 0 }),
    testo: (v) => String(v).split('-').reverse().join('/'),
  },
  importo: {
    errore: (v) =>
      typeof v === 'number' && Number.isInteger(v) && v >= 0 ? null : 'Indicare un importo in euro.',
    contributo: (v, d) => band(v as number, d),
    testo: (v) => euro.format((v as number) / 100),
  },
};

/** The higher of two risk classes (undefined counts as none). */
export function maxClasse(a: ClasseRischio | undefined, b: ClasseRischio | undefined) {
  if (!a) return b;
  if (!b) return a;
  return CLASSI_RISCHIO.indexOf(a) >= CLASSI_RISCHIO.indexOf(b) ? a : b;
}

const isEmpty = (v: Risposta | undefined) =>
  v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** Whether question `d` is shown given `risposte` (its condition's question has one of its values). */
export function domandaVisibile(d: Domanda, risposte: Record<string, Risposta>): boolean {
  if (!d.condizione) return true;
  const v = risposte[d.condizione.domanda];
  if (isEmpty(v)) return false;
  const values = Array.isArray(v) ? v : [typeof v === 'boolean' ? (v ? 'si' : 'no') : String(v)];
  return values.some((x) => d.condizione!.valori.includes(x));
}

/** The result of scoring a questionnaire. */
export interface Valutazione {
  punteggio: number;
  classe: ClasseRischio;
  /** Answers that are malformed, or (with `completo`) required and missing; field = question id. */
  errori: FieldError[];
}

/**
 * Scores `risposte` on `def` (the template version they were filled on): the sum of the visible answers' points,
 * the class from the thresholds raised to any answer's minimum class. Malformed answers, answers to unknown or
 * hidden questions are errors; with `completo` (filling in) so are missing required visible answers.
 */
export function valutaQuestionario(
  def: ModelloDefinizione,
  risposte: Record<string, Risposta>,
  completo = false,
): Valutazione {
  const errori: FieldError[] = [];
  const known = new Map<string, Domanda>();
  let punteggio = 0;
  let minima: ClasseRischio | undefined;
  for (const s of def.sezioni) {
    for (const d of s.domande) {
      known.set(d.id, d);
      const v = risposte[d.id];
      const visible = domandaVisibile(d, risposte);
      if (isEmpty(v)) {
        if (completo && visible && d.obbligatoria)
          errori.push({ field: d.id, message: `Risposta obbligatoria: «${d.testo}».` });
        continue;
      }
      if (!visible) continue;
      const modulo = TIPI_RISPOSTA_MODULI[d.tipo];
      const problem = modulo.errore(v!, d);
      if (problem) {
        errori.push({ field: d.id, message: `${d.testo}: ${problem}` });
        continue;
      }
      const c = modulo.contributo(v!, d);
      punteggio += c.punti;
      minima = maxClasse(minima, c.classeMinima);
    }
  }
  for (const id of Object.keys(risposte)) {
    if (!known.has(id)) errori.push({ field: id, message: `La domanda ${id} non è nel modello.` });
  }
  let classe: ClasseRischio = 'IRRILEVANTE';
  if (punteggio >= def.soglie.BASSO) classe = 'BASSO';
  if (punteggio >= def.soglie.MEDIO) classe = 'MEDIO';
  if (punteggio >= def.soglie.ALTO) classe = 'ALTO';
  return { punteggio, classe: maxClasse(classe, minima)!, errori };
}

/** Answers without those to hidden questions (what is stored and scored); unknown ids are kept for validation. */
export function risposteVisibili(
  def: ModelloDefinizione,
  risposte: Record<string, Risposta>,
): Record<string, Risposta> {
  const out: Record<string, Risposta> = {};
  const known = new Set<string>();
  for (const s of def.sezioni)
    for (const d of s.domande) {
      known.add(d.id);
      if (risposte[d.id] !== undefined && domandaVisibile(d, risposte)) out[d.id] = risposte[d.id]!;
    }
  // unknown questions are kept so that validation names them
  for (const [k, v] of Object.entries(risposte)) if (!known.has(k)) out[k] = v;
  return out;
}

/**
 * Structural checks of a template beyond its schema: unique section and question ids, choice questions with
 * options, conditions on an earlier question, thresholds in order. Italian messages.
 */
export function modelloErrors(def: ModelloDefinizione): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const sections = new Set<string>();
  for (const s of def.sezioni) {
    if (sections.has(s.id)) errors.push({ field: 'definizione', message: `Sezione ${s.id} ripetuta.` });
    sections.add(s.id);
    for (const d of s.domande) {
      if (seen.has(d.id)) errors.push({ field: 'definizione', message: `Domanda ${d.id} ripetuta.` });
      if ((d.tipo === 'scelta' || d.tipo === 'sceltaMultipla') && !d.opzioni?.length)
        errors.push({ field: 'definizione', message: `La domanda ${d.id} non ha opzioni.` });
      if (d.condizione && !seen.has(d.condizione.domanda))
        errors.push({
          field: 'definizione',
          message: `La condizione della domanda ${d.id} deve riferirsi a una domanda precedente.`,
        });
      seen.add(d.id);
    }
  }
  const { BASSO, MEDIO, ALTO } = def.soglie;
  if (!(BASSO <= MEDIO && MEDIO <= ALTO))
    errors.push({ field: 'definizione', message: 'Le soglie devono crescere da BASSO ad ALTO.' });
  return errors;
}
