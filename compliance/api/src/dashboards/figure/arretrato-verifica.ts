import type { Figura } from '../figura.ts';

/** The ageing buckets of the verification backlog, in days (design/compliance-domain.md §2.2's buckets). */
const FASCE: ReadonlyArray<[string, string, number, number | undefined]> = [
  ['0-15', 'Da 0 a 15 giorni', 0, 15],
  ['16-30', 'Da 16 a 30 giorni', 16, 30],
  ['31-60', 'Da 31 a 60 giorni', 31, 60],
  ['>60', 'Oltre 60 giorni', 61, undefined],
];

/** Submitted questionnaires not verified yet (INVIATO, IN_VERIFICA), by days waiting. */
export const arretratoVerifica: Figura = {
  id: 'arretrato-verifica',
  titolo: 'Arretrato di verifica',
  descrizione:
    "Questionari inviati o in verifica e non ancora verificati, per giorni di attesa dall'ultimo passaggio di stato.",
  voci: () =>
    FASCE.map(([chiave, etichetta, min, max]) => ({
      chiave,
      etichetta,
      elenco: 'questionari',
      filtri: {
        'inAttesaGiorni.min': String(min),
        ...(max === undefined ? {} : { 'inAttesaGiorni.max': String(max) }),
      },
    })),
};
