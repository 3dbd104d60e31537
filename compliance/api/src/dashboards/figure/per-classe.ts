import { CLASSE_RISCHIO_LABELS, CLASSI_RISCHIO } from '@compliance/shared';
import type { Figura } from '../figura.ts';

/** Clients by final risk class of their latest verified questionnaire (one per client). */
export const perClasse: Figura = {
  id: 'per-classe',
  titolo: 'Clienti per classe di rischio',
  descrizione:
    "Classe finale (modificata o calcolata) dell'ultimo questionario verificato di ogni cliente, anche se scaduto.",
  voci: () =>
    CLASSI_RISCHIO.map((classe) => ({
      chiave: classe,
      etichetta: CLASSE_RISCHIO_LABELS[classe],
      elenco: 'questionari',
      filtri: { classeFinale: classe, ultimoVerificato: 'Sì' },
    })),
};
