import type { Figura } from '../figura.ts';

/**
 * Early reviews still open (design/compliance-domain.md §1.4: becoming a PEP, a new beneficial owner, an SOS, an
 * alert judged anomalous, an expired identity document): clients whose latest verification must be renewed now, whatever its review date.
 */
export const revisioniAnticipate: Figura = {
  id: 'revisioni-anticipate',
  titolo: 'Revisioni anticipate',
  descrizione:
    'Clienti il cui ultimo questionario verificato va rinnovato subito per un evento (PEP, nuovo titolare effettivo, segnalazione, alert anomalo, documento di riconoscimento scaduto), con la richiesta ancora aperta.',
  voci: () => [
    {
      chiave: 'aperte',
      etichetta: 'Richieste aperte',
      elenco: 'questionari',
      filtri: { revisioneRichiesta: 'Sì', ultimoVerificato: 'Sì' },
    },
  ],
};
