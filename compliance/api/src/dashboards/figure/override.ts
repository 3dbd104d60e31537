import type { Figura } from '../figura.ts';

/** Clients whose final class differs from the computed one (an override with its reason), on their latest verification. */
export const override: Figura = {
  id: 'override',
  titolo: 'Classi di rischio modificate',
  descrizione:
    'Clienti il cui ultimo questionario verificato ha una classe finale diversa da quella calcolata (modifica motivata).',
  voci: () => [
    {
      chiave: 'override',
      etichetta: 'Classe modificata rispetto alla calcolata',
      elenco: 'questionari',
      filtri: { override: 'Sì', ultimoVerificato: 'Sì' },
    },
  ],
};
