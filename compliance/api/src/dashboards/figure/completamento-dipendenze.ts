import type { Figura } from '../figura.ts';

/**
 * Completion per branch: clients whose latest verified questionnaire is current (VERIFICATO, review date not
 * passed) over the branch's clients.
 */
export const completamentoDipendenze: Figura = {
  id: 'completamento-dipendenze',
  titolo: 'Completamento per dipendenza',
  descrizione:
    'Clienti con adeguata verifica in corso di validità (ultimo questionario verificato e non scaduto) sul totale dei clienti della dipendenza.',
  voci: ({ dipendenze }) =>
    dipendenze.map((d) => ({
      chiave: d.id,
      etichetta: d.denominazione,
      elenco: 'questionari',
      filtri: { dipendenzaId: d.id, stato: 'VERIFICATO', ultimoVerificato: 'Sì' },
      base: { elenco: 'soggetti', filtri: { dipendenzaId: d.id } },
    })),
};
