import {
  CLASSI_RISCHIO,
  domandaVisibile,
  MESI_REVISIONE,
  valutaQuestionario,
  type ClasseRischio,
  type Domanda,
  type ModelloQuestionario,
  type QuestionarioStato,
  type Risposta,
} from '@compliance/shared';
import { addMonths } from '../questionari/questionari-transizioni.ts';
import { DEMO_OPERATORS } from './demo-data.ts';
import type { ClientRef } from './demo-operations.ts';
import { createPrng, type Prng } from './prng.ts';

/** A demo submission as the seed inserts it (questionari.repository.ts `insertMany`). */
export interface QuestionarioDemo {
  soggettoId: string;
  numero: number;
  modelloId: string;
  stato: Exclude<QuestionarioStato, 'SCADUTO'>;
  risposte: Record<string, Risposta>;
  punteggio: number;
  classeCalcolata: ClasseRischio;
  classeOverride?: ClasseRischio;
  motivazioneOverride?: string;
  autore: string;
  inviatoDa?: string;
  verificatore?: string;
  /** yyyy-MM-dd. */
  dataVerifica?: string;
  dataRevisione?: string;
  motivazioneRespinto?: string;
}

/** The demo verifier (the AML officer of the IdP's demo seed) and the author when a branch has no operator. */
export const DEMO_VERIFIER = 'giulia.rossi@example.com';
const DEFAULT_AUTHOR = 'francesca.ferrari@example.com';

/** The states of the first submissions, so even a tiny demo bank has one in every state (SCADUTO: verified, expired). */
const FIRST_STATES = [
  'BOZZA',
  'COMPILATO',
  'INVIATO',
  'IN_VERIFICA',
  'VERIFICATO',
  'RESPINTO',
  'SCADUTO',
] as const;

/** `today` (yyyy-MM-dd) minus `days`, as yyyy-MM-dd. */
function daysBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

function answer(prng: Prng, d: Domanda): Risposta {
  switch (d.tipo) {
    case 'testo':
      return d.id.startsWith('pep') ? 'Consigliere comunale' : 'Dichiarato dal cliente in filiale';
    case 'sino':
      // risk flags are rare (a PEP, cash-intensive sectors); declarations always yes
      return d.puntiSi ? prng.next() < 0.15 : true;
    case 'scelta':
      return prng.next() < 0.6 ? d.opzioni![0]!.valore : prng.pick(d.opzioni!).valore;
    case 'sceltaMultipla': {
      const first = d.opzioni![0]!.valore;
      const other = prng.pick(d.opzioni!).valore;
      return prng.next() < 0.5 || other === first ? [first] : [first, other];
    }
    case 'numero':
      return prng.int(1, 120);
    case 'data':
      return '2026-01-15';
    case 'importo':
      return prng.int(10, 5_000) * 10_000;
  }
}

/** Answers to every visible question of `model` (in order, so conditions see earlier answers), or the first `limit`. */
function answers(prng: Prng, model: ModelloQuestionario, limit = Infinity): Record<string, Risposta> {
  const out: Record<string, Risposta> = {};
  let n = 0;
  for (const s of model.definizione.sezioni) {
    for (const d of s.domande) {
      if (n >= limit) return out;
      if (!domandaVisibile(d, out)) continue;
      out[d.id] = answer(prng, d);
      n += 1;
    }
  }
  return out;
}

/**
 * Demo submissions for the first `count` clients (in their order), from `seed` (its own Prng stream) and `today`
 * (yyyy-MM-dd): one each, the first seven in every state, then mostly verified; drafts half filled in; verified
 * ones with a review date from their class (expired ones verified long enough ago); authored by the branch's demo
 * operator (else the reports delegate), verified or rejected by DEMO_VERIFIER. Same inputs, same submissions.
 */
export function generateQuestionari(
  seed: number,
  clients: readonly ClientRef[],
  branchIds: readonly string[],
  models: Readonly<Record<'PF' | 'PG', ModelloQuestionario>>,
  today: string,
  count: number,
): QuestionarioDemo[] {
  const prng = createPrng(seed ^ 0x9e57);
  const authors = new Map(DEMO_OPERATORS.map((o) => [branchIds[o.branch], o.login]));
  return clients.slice(0, count).map((c, i) => {
    const model = models[c.tipoPersona];
    const r = prng.next();
    const stato =
      i < FIRST_STATES.length
        ? FIRST_STATES[i]!
        : r < 0.1
          ? 'BOZZA'
          : r < 0.2
            ? 'INVIATO'
            : r < 0.25
              ? 'IN_VERIFICA'
              : r < 0.3
                ? 'RESPINTO'
                : r < 0.35
                  ? 'SCADUTO'
                  : 'VERIFICATO';
    const risposte = answers(prng, model, stato === 'BOZZA' ? 5 : Infinity);
    const v = valutaQuestionario(model.definizione, risposte);
    const autore = authors.get(c.dipendenzaId) ?? DEFAULT_AUTHOR;
    const q: QuestionarioDemo = {
      soggettoId: c.id,
      numero: 1,
      modelloId: model.id,
      stato: stato === 'SCADUTO' ? 'VERIFICATO' : stato,
      risposte,
      punteggio: v.punteggio,
      classeCalcolata: v.classe,
      autore,
    };
    if (['INVIATO', 'IN_VERIFICA', 'VERIFICATO', 'RESPINTO', 'SCADUTO'].includes(stato)) q.inviatoDa = autore;
    if (stato === 'IN_VERIFICA') q.verificatore = DEMO_VERIFIER;
    if (stato === 'RESPINTO') {
      q.verificatore = DEMO_VERIFIER;
      q.motivazioneRespinto = "Manca la documentazione a supporto dell'origine dei fondi.";
    }
    if (stato === 'VERIFICATO' || stato === 'SCADUTO') {
      if (i % 9 === 4 && v.classe !== 'ALTO') {
        q.classeOverride = CLASSI_RISCHIO[CLASSI_RISCHIO.indexOf(v.classe) + 1]!;
        q.motivazioneOverride = 'Classe innalzata: operatività con controparti estere segnalata dal gestore.';
      }
      const months = MESI_REVISIONE[q.classeOverride ?? v.classe];
      // expired: the review date passed 10–200 days ago; current: verified within the last year
      if (stato === 'SCADUTO') {
        q.dataRevisione = daysBefore(today, prng.int(10, 200));
        q.dataVerifica = addMonths(q.dataRevisione, -months);
      } else {
        q.dataVerifica = daysBefore(today, prng.int(5, 330));
        q.dataRevisione = addMonths(q.dataVerifica, months);
      }
      q.verificatore = DEMO_VERIFIER;
    }
    return q;
  });
}
