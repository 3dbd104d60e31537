/**
 * The API's one error registry: every error the API sends has a code here, with its HTTP status and summary.
 * Bodies are `{errorCode, errorSummary, errorCauses}` (house style 2.4); 5xx details never leave the server.
 */
export const errorRegistry = {
  E0000001: { status: 400, summary: 'Api validation failed' },
  E0000003: { status: 400, summary: 'The request body was not well-formed.' },
  E0000005: { status: 401, summary: 'Authentication required' },
  E0000011: { status: 401, summary: 'Invalid token provided' },
  E0000006: { status: 403, summary: 'You do not have permission to perform the requested action' },
  E0000007: { status: 404, summary: 'Not found: Resource not found' },
  E0000040: {
    status: 409,
    summary:
      'Il record è stato modificato da un altro utente dopo che lo hai aperto: ricarica la pagina per vedere la versione attuale. Le tue modifiche non sono state salvate.',
  },
  E0000041: { status: 409, summary: 'Esiste già un record con questo codice.' },
  E0000050: { status: 400, summary: 'Manca il file: allegare il documento da archiviare.' },
  E0000051: { status: 413, summary: 'Il file supera la dimensione massima consentita.' },
  E0000052: {
    status: 415,
    summary: 'Tipo di file non ammesso: sono accettati PDF, JPEG, PNG e TIFF.',
  },
  E0000053: {
    status: 400,
    summary: 'Il caricamento di un documento si invia come multipart/form-data con un solo file.',
  },
  E0000054: {
    status: 500,
    summary:
      'Il file archiviato non corrisponde alla sua impronta SHA-256: il documento potrebbe essere stato alterato e non viene consegnato.',
  },
  E0000055: { status: 410, summary: "Il file del documento non è più presente nell'archivio." },
  E0000060: {
    status: 409,
    summary: "Questa azione non è ammessa nello stato attuale dell'alert.",
  },
  E0000061: {
    status: 403,
    summary: "Solo l'assegnatario dell'alert può rilasciarlo o chiuderlo: prenderlo in carico prima.",
  },
  E0000070: {
    status: 404,
    summary: 'Codice coupon non valido: controlla di averlo scritto correttamente.',
  },
  E0000071: { status: 409, summary: 'Questo coupon è già stato usato: ogni coupon vale una sola volta.' },
  E0000072: { status: 410, summary: 'Questo coupon è scaduto.' },
  E0000090: {
    status: 409,
    summary: 'Questa azione non è ammessa nello stato attuale della segnalazione.',
  },
  E0000091: {
    status: 403,
    summary: 'Il proprio ruolo non consente di registrare questo tipo di segnalazione.',
  },
  E0000100: {
    status: 409,
    summary:
      "L'autovalutazione non è modificabile in questo stato: un'autovalutazione approvata non cambia più (per il nuovo anno si parte da una copia), una in approvazione va prima riportata in bozza.",
  },
  E0000101: { status: 409, summary: "Questa azione non è ammessa nello stato attuale dell'autovalutazione." },
  E0000102: {
    status: 409,
    summary: "L'autovalutazione non è completa: non si può inviare in approvazione.",
  },
  E0000103: { status: 409, summary: "Esiste già un'autovalutazione per questo anno." },
  E0000104: {
    status: 403,
    summary: "Solo il responsabile antiriciclaggio approva l'autovalutazione o la riporta in bozza.",
  },
  E0000150: {
    status: 403,
    summary: "Solo il responsabile antiriciclaggio registra l'invio dell'autovalutazione a Banca d'Italia.",
  },
  E0000130: {
    status: 409,
    summary: "Solo un'autovalutazione approvata si può scaricare in PDF.",
  },
  E0000131: {
    status: 409,
    summary:
      'Il cliente segnalato non si può scollegare dalla segnalazione: si scollegano solo i clienti collegati in seguito.',
  },
  E0000132: {
    status: 409,
    summary: 'Solo una segnalazione di operazione sospetta ha clienti e operazioni collegati.',
  },
  E0000133: {
    status: 409,
    summary:
      "Il cliente o l'operazione è già collegato alla segnalazione, oppure non lo è (se lo si vuole scollegare).",
  },
  E0000140: {
    status: 409,
    summary: 'Una segnalazione sostitutiva si crea solo da una SOS trasmessa alla UIF.',
  },
  E0000141: {
    status: 409,
    summary:
      'Questa segnalazione ha già una sostitutiva in corso o trasmessa: per correggerla si usa quella, oppure la si archivia prima.',
  },
  E0000080: {
    status: 409,
    summary: 'Questa azione non è ammessa nello stato attuale del questionario.',
  },
  E0000081: {
    status: 403,
    summary:
      "Chi ha compilato il questionario non può verificarlo: la verifica spetta a un'altra persona (principio dei quattro occhi).",
  },
  E0000082: {
    status: 409,
    summary:
      'Il questionario non è modificabile: si modificano solo le bozze, e un questionario verificato è definitivo.',
  },
  E0000083: {
    status: 400,
    summary: 'Le risposte non sono complete o non sono valide per il modello del questionario.',
  },
  E0000110: { status: 409, summary: 'Questa azione non è ammessa nello stato attuale della campagna.' },
  E0000111: {
    status: 409,
    summary:
      "La campagna non è modificabile: si modificano solo le bozze e le campagne programmate, prima dell'invio.",
  },
  E0000112: {
    status: 409,
    summary: 'La campagna non ha destinatari: il filtro non seleziona alcun cliente.',
  },
  E0000113: {
    status: 409,
    summary:
      'La campagna seleziona troppi clienti: restringere il filtro (per dipendenza o classe di rischio).',
  },
  E0000114: { status: 409, summary: 'Nessun cliente da sollecitare: i questionari sono già stati inviati.' },
  E0000022: { status: 405, summary: 'The endpoint does not support the provided HTTP method' },
  E0000009: { status: 500, summary: 'Internal Server Error' },
  E0000010: { status: 503, summary: 'Service unavailable: the identity provider could not be reached' },
} as const satisfies Record<string, { status: number; summary: string }>;

export type ErrorCode = keyof typeof errorRegistry;

/** One cause of an error; `field` names the input field it is about (validation errors). */
export interface ErrorCause {
  errorSummary: string;
  field?: string;
}

/** Wire body of every error response. */
export interface ErrorBody {
  errorCode: ErrorCode;
  errorSummary: string;
  errorCauses: ErrorCause[];
}

/** An error the API reports to the client: the code fixes status and summary. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly causes: ErrorCause[];
  /** Extra response headers (e.g. `WWW-Authenticate`). */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: { causes?: Array<string | ErrorCause>; headers?: Record<string, string> } = {},
  ) {
    super(errorRegistry[code].summary);
    this.name = 'ApiError';
    this.code = code;
    this.statusCode = errorRegistry[code].status;
    this.causes = (options.causes ?? []).map((c) => (typeof c === 'string' ? { errorSummary: c } : c));
    this.headers = options.headers ?? {};
  }

  toBody(): ErrorBody {
    return { errorCode: this.code, errorSummary: this.message, errorCauses: this.causes };
  }
}
