import type { Figura } from '../figura.ts';

/**
 * PEP and high-risk clients without enhanced due diligence (design/compliance-domain.md §1.2, §1.4): the clients
 * list's `avRafforzata` (rules in soggetti/soggetti-sql.ts: in place = latest verified questionnaire current and
 * of final class ALTO). A client both PEP and high-risk counts once, as PEP.
 */
export const avRafforzata: Figura = {
  id: 'av-rafforzata',
  titolo: 'Adeguata verifica rafforzata mancante',
  descrizione:
    "Clienti PEP (o con un titolare effettivo PEP) e clienti a rischio alto il cui ultimo questionario verificato non è un'adeguata verifica rafforzata valida (classe alta, non scaduta).",
  voci: () => [
    {
      chiave: 'MANCANTE_PEP',
      etichetta: 'PEP senza adeguata verifica rafforzata',
      elenco: 'soggetti',
      filtri: { avRafforzata: 'MANCANTE_PEP' },
    },
    {
      chiave: 'MANCANTE_ALTO',
      etichetta: 'Rischio alto senza adeguata verifica rafforzata',
      elenco: 'soggetti',
      filtri: { avRafforzata: 'MANCANTE_ALTO' },
    },
  ],
};
