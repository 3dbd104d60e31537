import { QUESTIONARIO_STATI, QUESTIONARIO_STATO_LABELS } from '@compliance/shared';
import type { Figura } from '../figura.ts';

/** Questionnaires by state (SCADUTO: verified, past the review date), every submission counted. */
export const perStato: Figura = {
  id: 'per-stato',
  titolo: 'Questionari per stato',
  descrizione:
    'Tutti i questionari, per stato; scaduto è un questionario verificato oltre la data di revisione.',
  voci: () =>
    QUESTIONARIO_STATI.map((stato) => ({
      chiave: stato,
      etichetta: QUESTIONARIO_STATO_LABELS[stato],
      elenco: 'questionari',
      filtri: { stato },
    })),
};
