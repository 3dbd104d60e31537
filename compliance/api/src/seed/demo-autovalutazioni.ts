import type { AutovalutazioneInput, LineaCodice, Livello } from '@compliance/shared';
import { createPrng } from './prng.ts';

/** The demo AML officer (IdP demo seed) who approved last year's self-assessment. */
export const DEMO_APPROVER = 'giulia.rossi@example.com';

/** The demo bank's business lines and their weights (% of activity). */
const LINES: ReadonlyArray<[LineaCodice, number, string]> = [
  ['RETAIL', 55, 'Prevalente per numero di clienti e di operazioni.'],
  ['CORPORATE', 20, 'Clientela imprese delle dipendenze del Nord.'],
  ['PAGAMENTI', 15, 'Bonifici esteri e rimesse, anche verso paesi terzi.'],
  ['PRIVATE', 10, 'Clientela con patrimoni rilevanti, in crescita.'],
];

/** `today` (yyyy-MM-dd) plus `days`. */
function dayFrom(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The two demo self-assessments: last year's, to approve, and this year's draft, still to complete. */
export interface DemoAutovalutazioni {
  precedente: { anno: number; input: AutovalutazioneInput; riferimentoDelibera: string };
  corrente: { anno: number; input: AutovalutazioneInput };
}

/**
 * The demo self-assessments from `seed` (its own Prng stream) and `today` (yyyy-MM-dd): last year's complete one
 * (four lines with scores, three remedial actions — one completed, one overdue, one due within two weeks — and a
 * judgement) and this year's draft started from it (its open actions; the payment and private-banking lines still to
 * score, no judgement yet), so the journey can complete and approve it. The same seed and day give the same data.
 */
export function generateAutovalutazioni(seed: number, today: string): DemoAutovalutazioni {
  const prng = createPrng(seed ^ 0x41_75_74_6f);
  const anno = Number(today.slice(0, 4));
  const score = () => prng.int(1, 4) as Livello;
  const linee = LINES.map(([codice, peso, motivazione]) => ({
    codice,
    peso,
    motivazione,
    rischioInerente: score(),
    vulnerabilita: score(),
  }));
  const interventi = [
    {
      descrizione: 'Aggiornare la profilatura della clientela corporate con i titolari effettivi.',
      responsabile: 'Funzione antiriciclaggio',
      scadenza: dayFrom(today, -40),
      stato: 'COMPLETATO' as const,
      lineaCodice: 'CORPORATE' as const,
    },
    {
      descrizione: 'Rafforzare il monitoraggio dei bonifici verso paesi terzi ad alto rischio.',
      responsabile: 'Organizzazione e sistemi',
      scadenza: dayFrom(today, -5),
      stato: 'IN_CORSO' as const,
      lineaCodice: 'PAGAMENTI' as const,
    },
    {
      descrizione: 'Formazione antiriciclaggio della rete delle dipendenze.',
      responsabile: 'Risorse umane',
      scadenza: dayFrom(today, 12),
      stato: 'DA_AVVIARE' as const,
    },
  ];
  return {
    precedente: {
      anno: anno - 1,
      riferimentoDelibera: `CdA del ${anno}-03-${String(prng.int(10, 28))}`,
      input: {
        linee,
        interventi,
        giudizioComplessivo:
          'Rischio residuo nel complesso contenuto; presìdi da rafforzare su pagamenti esteri e clientela private.',
      },
    },
    corrente: {
      anno,
      input: {
        linee: linee.map((l) =>
          l.codice === 'PAGAMENTI' || l.codice === 'PRIVATE'
            ? { codice: l.codice, peso: l.peso, motivazione: l.motivazione }
            : { ...l, rischioInerente: score(), vulnerabilita: score() },
        ),
        interventi: interventi.filter((i) => i.stato !== 'COMPLETATO'),
      },
    },
  };
}
