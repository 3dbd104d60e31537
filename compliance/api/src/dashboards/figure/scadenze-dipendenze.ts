import type { Figura } from '../figura.ts';
import { entro, SCADUTI } from './scadenze.ts';

/** Per branch: reviews due within 90 days, over the branch's clients with a current verification. */
export const scadenzeDipendenze: Figura = {
  id: 'scadenze-dipendenze',
  titolo: 'In scadenza entro 90 giorni per dipendenza',
  descrizione:
    'Per dipendenza, i clienti la cui revisione cade entro 90 giorni, sul totale dei clienti con adeguata verifica valida.',
  voci: ({ oggi, dipendenze }) =>
    dipendenze.map((d) => ({
      chiave: d.id,
      etichetta: d.denominazione,
      elenco: 'questionari',
      filtri: { ...entro(oggi, 90), dipendenzaId: d.id },
      base: {
        elenco: 'questionari',
        filtri: { stato: 'VERIFICATO', ultimoVerificato: 'Sì', dipendenzaId: d.id },
      },
    })),
};

/** Per branch: clients whose latest verification has expired. */
export const scadutiDipendenze: Figura = {
  id: 'scaduti-dipendenze',
  titolo: 'Scaduti per dipendenza',
  descrizione:
    'Per dipendenza, i clienti il cui ultimo questionario verificato è oltre la data di revisione.',
  voci: ({ dipendenze }) =>
    dipendenze.map((d) => ({
      chiave: d.id,
      etichetta: d.denominazione,
      elenco: 'questionari',
      filtri: { ...SCADUTI, dipendenzaId: d.id },
    })),
};
