import type { Domanda, ModelloDefinizione, Sezione } from '@compliance/shared';

/**
 * The first versions of the due-diligence templates (design/compliance-domain.md §1.3 "Proposed questionnaire
 * sections", after the identity record that the form shows first): purpose and nature of the relationship,
 * economic profile, origin of funds, PEP, countries, expected operations, declarations. Written for the suite;
 * administrators publish later versions through `POST /api/questionari/modelli`.
 */

const PAESI = [
  { valore: 'IT', etichetta: 'Solo Italia', punti: 0 },
  { valore: 'UE', etichetta: "Paesi dell'Unione europea", punti: 5 },
  { valore: 'EXTRA_UE', etichetta: 'Paesi extra UE a basso rischio', punti: 10 },
  {
    valore: 'ALTO_RISCHIO',
    etichetta: 'Paesi terzi ad alto rischio (elenco della Commissione europea o GAFI)',
    punti: 30,
    classeMinima: 'ALTO' as const,
  },
];

const ORIGINE_FONDI: Domanda = {
  id: 'origineFondi',
  testo: 'Origine dei fondi utilizzati nel rapporto',
  tipo: 'sceltaMultipla',
  obbligatoria: true,
  opzioni: [
    { valore: 'REDDITO_LAVORO', etichetta: 'Reddito da lavoro dipendente o pensione', punti: 0 },
    { valore: 'ATTIVITA', etichetta: "Reddito d'impresa o professionale", punti: 5 },
    { valore: 'EREDITA', etichetta: 'Eredità o donazione', punti: 10 },
    { valore: 'VENDITA_BENI', etichetta: 'Vendita di immobili o altri beni', punti: 10 },
    { valore: 'INVESTIMENTI', etichetta: 'Rendimenti di investimenti', punti: 5 },
    { valore: 'VINCITE', etichetta: 'Vincite da giochi o scommesse', punti: 25 },
    { valore: 'ALTRO', etichetta: 'Altro (specificare)', punti: 15 },
  ],
};

const sezioniComuni = (operativita: Domanda[]): Sezione[] => [
  {
    id: 'origine',
    titolo: 'Origine dei fondi e del patrimonio',
    domande: [
      ORIGINE_FONDI,
      {
        id: 'origineFondiAltro',
        testo: "Descrivere l'altra origine dei fondi",
        tipo: 'testo',
        obbligatoria: true,
        condizione: { domanda: 'origineFondi', valori: ['ALTRO'] },
      },
      {
        id: 'documentiOrigine',
        testo: "Sono stati acquisiti documenti a supporto dell'origine dei fondi?",
        tipo: 'sino',
        obbligatoria: true,
      },
    ],
  },
  {
    id: 'operativita',
    titolo: 'Operatività attesa e paesi',
    domande: [
      ...operativita,
      {
        id: 'paesi',
        testo: 'Paesi con cui si prevede di operare',
        tipo: 'sceltaMultipla',
        obbligatoria: true,
        opzioni: PAESI,
      },
      {
        id: 'contanti',
        testo: 'È previsto un uso frequente di contante?',
        tipo: 'sino',
        obbligatoria: true,
        puntiSi: 15,
      },
      {
        id: 'contantiMensili',
        testo: 'Contante previsto in un mese',
        aiuto: 'Importo in euro.',
        tipo: 'importo',
        obbligatoria: true,
        condizione: { domanda: 'contanti', valori: ['si'] },
        fasce: [
          { da: 0, punti: 0 },
          { da: 500_000, punti: 10 },
          { da: 1_000_000, punti: 20 },
        ],
      },
    ],
  },
];

const dichiarazioni: Sezione = {
  id: 'dichiarazioni',
  titolo: 'Dichiarazioni',
  domande: [
    {
      id: 'veridicita',
      testo:
        'Il cliente dichiara, sotto la propria responsabilità (art. 22 D.Lgs. 231/2007), che le informazioni fornite sono complete e veritiere',
      tipo: 'sino',
      obbligatoria: true,
    },
    {
      id: 'canale',
      testo: 'Canale di raccolta',
      tipo: 'scelta',
      obbligatoria: true,
      opzioni: [
        { valore: 'FILIALE', etichetta: 'In filiale, in presenza', punti: 0 },
        { valore: 'REMOTO_SPID', etichetta: 'A distanza con SPID o firma digitale', punti: 5 },
        { valore: 'REMOTO', etichetta: 'A distanza con altro riconoscimento', punti: 15 },
      ],
    },
    { id: 'dataRaccolta', testo: 'Data di raccolta delle dichiarazioni', tipo: 'data', obbligatoria: true },
  ],
};

/** Natural persons (tipopersona PF). */
export const MODELLO_PF: ModelloDefinizione = {
  titolo: 'Questionario di adeguata verifica — persona fisica',
  soglie: { BASSO: 15, MEDIO: 35, ALTO: 60 },
  sezioni: [
    {
      id: 'scopo',
      titolo: 'Scopo e natura del rapporto',
      domande: [
        {
          id: 'scopoRapporto',
          testo: 'Scopo prevalente del rapporto',
          tipo: 'scelta',
          obbligatoria: true,
          opzioni: [
            { valore: 'RISPARMIO', etichetta: 'Gestione del risparmio', punti: 0 },
            { valore: 'ACCREDITO', etichetta: 'Accredito di stipendio o pensione', punti: 0 },
            { valore: 'INVESTIMENTO', etichetta: 'Investimenti', punti: 5 },
            { valore: 'FINANZIAMENTO', etichetta: 'Finanziamento o mutuo', punti: 5 },
            { valore: 'ALTRO', etichetta: 'Altro', punti: 10 },
          ],
        },
        {
          id: 'prodotti',
          testo: 'Prodotti e servizi richiesti',
          tipo: 'sceltaMultipla',
          obbligatoria: true,
          opzioni: [
            { valore: 'CONTO', etichetta: 'Conto corrente', punti: 0 },
            { valore: 'CARTE', etichetta: 'Carte di pagamento', punti: 0 },
            { valore: 'TITOLI', etichetta: 'Deposito titoli', punti: 5 },
            { valore: 'BONIFICI_ESTERO', etichetta: "Bonifici da e verso l'estero", punti: 10 },
            { valore: 'CASSETTA', etichetta: 'Cassetta di sicurezza', punti: 10 },
          ],
        },
      ],
    },
    {
      id: 'profilo',
      titolo: 'Profilo economico',
      domande: [
        {
          id: 'professione',
          testo: 'Professione o attività',
          tipo: 'scelta',
          obbligatoria: true,
          opzioni: [
            { valore: 'DIPENDENTE', etichetta: 'Lavoratore dipendente', punti: 0 },
            { valore: 'PENSIONATO', etichetta: 'Pensionato', punti: 0 },
            { valore: 'AUTONOMO', etichetta: 'Lavoratore autonomo o libero professionista', punti: 5 },
            { valore: 'IMPRENDITORE', etichetta: 'Imprenditore', punti: 10 },
            { valore: 'NON_OCCUPATO', etichetta: 'Non occupato o studente', punti: 5 },
          ],
        },
        {
          id: 'settore',
          testo: 'Settore di attività (descrizione o codice ATECO)',
          tipo: 'testo',
          obbligatoria: false,
        },
        {
          id: 'redditoAnnuo',
          testo: 'Reddito annuo lordo',
          aiuto: 'Importo in euro.',
          tipo: 'importo',
          obbligatoria: true,
          fasce: [
            { da: 0, punti: 0 },
            { da: 10_000_000, punti: 5 },
            { da: 50_000_000, punti: 10 },
          ],
        },
      ],
    },
    ...sezioniComuni([
      {
        id: 'operazioniMensili',
        testo: 'Numero di operazioni previste in un mese',
        tipo: 'numero',
        obbligatoria: true,
        fasce: [
          { da: 0, punti: 0 },
          { da: 30, punti: 5 },
          { da: 100, punti: 10 },
        ],
      },
    ]),
    {
      id: 'pep',
      titolo: 'Persona politicamente esposta',
      domande: [
        {
          id: 'pep',
          testo:
            'Il cliente è una persona politicamente esposta, un suo familiare o uno stretto collaboratore?',
          tipo: 'sino',
          obbligatoria: true,
          puntiSi: 30,
          classeMinimaSi: 'ALTO',
        },
        {
          id: 'pepCarica',
          testo: 'Carica ricoperta e ente',
          tipo: 'testo',
          obbligatoria: true,
          condizione: { domanda: 'pep', valori: ['si'] },
        },
        {
          id: 'pepFineCarica',
          testo: 'Data di cessazione della carica (se cessata)',
          aiuto: 'Lo status di PEP dura fino a un anno dopo la cessazione.',
          tipo: 'data',
          obbligatoria: false,
          condizione: { domanda: 'pep', valori: ['si'] },
        },
      ],
    },
    dichiarazioni,
  ],
};

/** Legal entities (tipopersona PG). */
export const MODELLO_PG: ModelloDefinizione = {
  titolo: 'Questionario di adeguata verifica — persona giuridica',
  soglie: { BASSO: 15, MEDIO: 35, ALTO: 60 },
  sezioni: [
    {
      id: 'scopo',
      titolo: 'Scopo e natura del rapporto',
      domande: [
        {
          id: 'scopoRapporto',
          testo: 'Scopo prevalente del rapporto',
          tipo: 'scelta',
          obbligatoria: true,
          opzioni: [
            { valore: 'OPERATIVITA', etichetta: 'Operatività aziendale ordinaria', punti: 0 },
            { valore: 'INCASSI', etichetta: 'Incassi e pagamenti commerciali', punti: 0 },
            { valore: 'FINANZIAMENTO', etichetta: 'Finanziamento', punti: 5 },
            { valore: 'INVESTIMENTO', etichetta: 'Investimento della liquidità', punti: 5 },
            { valore: 'ALTRO', etichetta: 'Altro', punti: 10 },
          ],
        },
        {
          id: 'attivita',
          testo: 'Attività economica svolta (descrizione e codice ATECO)',
          tipo: 'testo',
          obbligatoria: true,
        },
        {
          id: 'settoreRischio',
          testo:
            'Il cliente opera in un settore ad alto uso di contante o a rischio (compro oro, giochi, edilizia, cripto-attività)?',
          tipo: 'sino',
          obbligatoria: true,
          puntiSi: 20,
        },
      ],
    },
    {
      id: 'profilo',
      titolo: 'Profilo economico',
      domande: [
        {
          id: 'fatturato',
          testo: 'Fatturato annuo',
          aiuto: 'Importo in euro.',
          tipo: 'importo',
          obbligatoria: true,
          fasce: [
            { da: 0, punti: 0 },
            { da: 200_000_000, punti: 5 },
            { da: 1_000_000_000, punti: 10 },
          ],
        },
        { id: 'dipendenti', testo: 'Numero di dipendenti', tipo: 'numero', obbligatoria: true },
        {
          id: 'strutturaComplessa',
          testo: 'La catena di controllo comprende trust, fiduciarie o società estere?',
          tipo: 'sino',
          obbligatoria: true,
          puntiSi: 20,
        },
        {
          id: 'registroTitolari',
          testo: 'È stato consultato il Registro dei titolari effettivi?',
          tipo: 'sino',
          obbligatoria: true,
        },
      ],
    },
    ...sezioniComuni([
      {
        id: 'volumeAnnuo',
        testo: 'Volume annuo previsto delle operazioni',
        aiuto: 'Importo in euro.',
        tipo: 'importo',
        obbligatoria: true,
        fasce: [
          { da: 0, punti: 0 },
          { da: 500_000_000, punti: 5 },
          { da: 5_000_000_000, punti: 10 },
        ],
      },
    ]),
    {
      id: 'pep',
      titolo: 'Persone politicamente esposte',
      domande: [
        {
          id: 'pep',
          testo:
            'Un titolare effettivo, un amministratore o il legale rappresentante è una persona politicamente esposta?',
          tipo: 'sino',
          obbligatoria: true,
          puntiSi: 30,
          classeMinimaSi: 'ALTO',
        },
        {
          id: 'pepCarica',
          testo: 'Nome, carica ricoperta e ente',
          tipo: 'testo',
          obbligatoria: true,
          condizione: { domanda: 'pep', valori: ['si'] },
        },
      ],
    },
    dichiarazioni,
  ],
};
