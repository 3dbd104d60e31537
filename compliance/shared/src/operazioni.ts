import { Type, type Static } from 'typebox';
import { fieldErrors, type FieldError } from './validate.ts';
import './tax-codes.ts';

/**
 * Causali analitiche the demo bank uses: a small table in the manner of Banca d'Italia's Allegato 3 (code and
 * Italian description). The suite's own list, not the official table.
 */
export const CAUSALI_ANALITICHE = {
  AA: 'Versamento di contante',
  AB: 'Prelevamento di contante',
  BA: 'Bonifico in partenza',
  BB: 'Bonifico in arrivo',
  BE: 'Bonifico estero in partenza',
  BF: 'Bonifico estero in arrivo',
  CA: 'Versamento di assegno',
  CB: 'Emissione di assegno circolare',
  PC: 'Pagamento con carta',
  RM: 'Rimessa di denaro (money transfer)',
  TI: 'Acquisto di titoli',
  TV: 'Vendita di titoli',
  U1: 'Trasferimento di contante o titoli al portatore',
  U2: 'Consegna o ritiro di mezzi di pagamento',
} as const;
export type CausaleAnalitica = keyof typeof CAUSALI_ANALITICHE;
export const CAUSALI = Object.keys(CAUSALI_ANALITICHE) as CausaleAnalitica[];

/** Means of payment (design/compliance-domain.md §2.1). */
export const MEZZI_PAGAMENTO = [
  'CONTANTE',
  'BONIFICO',
  'ASSEGNO',
  'CARTA',
  'RIMESSA',
  'TITOLI',
  'CRYPTO',
] as const;
export const MEZZO_PAGAMENTO_LABELS: Record<(typeof MEZZI_PAGAMENTO)[number], string> = {
  CONTANTE: 'Contante',
  BONIFICO: 'Bonifico',
  ASSEGNO: 'Assegno',
  CARTA: 'Carta',
  RIMESSA: 'Rimessa',
  TITOLI: 'Titoli',
  CRYPTO: 'Cripto-attività',
};

/** Channels an operation arrives through. */
export const CANALI = ['SPORTELLO', 'HOME_BANKING', 'ATM', 'POS', 'AGENTE', 'PROMOTORE', 'REMOTE'] as const;
export const CANALE_LABELS: Record<(typeof CANALI)[number], string> = {
  SPORTELLO: 'Sportello',
  HOME_BANKING: 'Home banking',
  ATM: 'ATM',
  POS: 'POS',
  AGENTE: 'Agente',
  PROMOTORE: 'Consulente finanziario',
  REMOTE: 'A distanza',
};

export const SEGNI = ['DARE', 'AVERE'] as const;
export const SEGNO_LABELS: Record<(typeof SEGNI)[number], string> = {
  DARE: 'Dare (uscita)',
  AVERE: 'Avere (entrata)',
};
export const TIPI_OPERAZIONE = ['RAPPORTO', 'OCCASIONALE'] as const;
export const TIPO_OPERAZIONE_LABELS: Record<(typeof TIPI_OPERAZIONE)[number], string> = {
  RAPPORTO: 'Su rapporto continuativo',
  OCCASIONALE: 'Occasionale',
};

/**
 * An operation is recorded within this many days of its execution (design/compliance-domain.md §1.5, Banca
 * d'Italia record keeping 2020); a later recording is flagged (`registrazioneTardiva`).
 */
export const GIORNI_REGISTRAZIONE = 30;

/** Cash at or above this (EUR cents) counts toward the monthly threshold report (€1,000). */
export const SOGLIA_CONTANTE_CENTS = 100_000;

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const optional = (pattern: string) => Type.Optional(Type.String({ pattern: `^(${pattern})?$` }));
const cents = (minimum: number) => Type.Integer({ minimum, maximum: 100_000_000_000_00 });
const country = () => optional('[A-Z]{2}');

/**
 * An operation (design/compliance-domain.md §2.1): dates (ISO `yyyy-MM-dd`), amounts in cents as integers
 * (`importo` in `divisa`, `importoEur` and its cash part `importoContante` in EUR), reason code, sign, channel,
 * branch, relationship, client, executor, counterparty, beneficiary, countries and anomaly flags.
 */
export const OperazioneInput = Type.Object(
  {
    dipendenzaId: Type.String({ format: 'uuid' }),
    soggettoId: Type.String({ format: 'uuid' }),
    dataOperazione: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
    dataValuta: optional('[0-9]{4}-[0-9]{2}-[0-9]{2}'),
    tipoOperazione: Type.Enum(TIPI_OPERAZIONE),
    rapporto: optional('[A-Z0-9]{1,34}'),
    causaleAnalitica: Type.Enum(CAUSALI),
    segno: Type.Enum(SEGNI),
    importo: cents(1),
    divisa: Type.String({ pattern: '^[A-Z]{3}$' }),
    importoEur: cents(1),
    importoContante: cents(0),
    mezzoPagamento: Type.Enum(MEZZI_PAGAMENTO),
    canale: Type.Enum(CANALI),
    esecutoreNominativo: text(200),
    esecutoreCodiceFiscale: Type.Optional(Type.String({ format: 'codice-fiscale-pf', maxLength: 16 })),
    controparteNominativo: text(200),
    controparteCodiceFiscale: Type.Optional(Type.String({ format: 'codice-fiscale', maxLength: 16 })),
    controparteIban: optional('[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}'),
    controparteIntermediario: text(60),
    contropartePaese: country(),
    controparteComune: text(100),
    beneficiarioNominativo: text(200),
    beneficiarioCodiceFiscale: Type.Optional(Type.String({ format: 'codice-fiscale', maxLength: 16 })),
    paeseOrigine: country(),
    paeseDestinazione: country(),
    frazionata: Type.Boolean(),
    anomala: Type.Boolean(),
    /** UIF anomaly indicator codes, comma separated (e.g. `15.1, 16.2`). */
    indicatoriAnomalia: optional('[0-9]{1,2}(\\.[0-9]{1,2})?(, ?[0-9]{1,2}(\\.[0-9]{1,2})?)*'),
    note: text(2000),
  },
  { additionalProperties: false },
);
export type OperazioneInput = Static<typeof OperazioneInput>;

/** An operation loaded in bulk from a source system (the demo, the benchmark) with the day it was recorded there. */
export type OperazioneCaricata = OperazioneInput & { dataRegistrazione: string };

/** An operation as the API returns it: the input plus its number, the parties' names and the derived flags. */
export const Operazione = Type.Intersect([
  OperazioneInput,
  Type.Object({
    id: Type.String(),
    numeroOperazione: Type.Integer(),
    tipoPersona: Type.Union([Type.Literal('PF'), Type.Literal('PG')]),
    clienteNominativo: Type.String(),
    dipendenzaDenominazione: Type.String(),
    /** `importoContante` >= €1,000: counts toward the monthly cash threshold report. */
    sopraSogliaContante: Type.Boolean(),
    /** The day the suite recorded the operation (yyyy-MM-dd; set by the suite, not editable). */
    dataRegistrazione: Type.String(),
    /** Recorded more than GIORNI_REGISTRAZIONE days after `dataOperazione` (§1.5). */
    registrazioneTardiva: Type.Boolean(),
    version: Type.Integer({ minimum: 1 }),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  }),
]);
export type Operazione = Static<typeof Operazione>;

export const OPERAZIONE_MESSAGES: Record<string, string> = {
  dipendenzaId: 'Scegliere la dipendenza.',
  soggettoId: 'Scegliere il cliente.',
  dataOperazione: "La data dell'operazione è obbligatoria.",
  dataValuta: 'La data valuta non è valida.',
  tipoOperazione: 'Scegliere il tipo di operazione.',
  rapporto: 'Il rapporto è un IBAN o un numero (lettere maiuscole e cifre, al massimo 34).',
  causaleAnalitica: 'Scegliere la causale analitica.',
  segno: 'Scegliere il segno (dare o avere).',
  importo: "L'importo è obbligatorio e maggiore di zero.",
  divisa: 'La divisa è il codice ISO 4217 di 3 lettere (es. EUR).',
  importoEur: 'Il controvalore in euro è obbligatorio e maggiore di zero.',
  importoContante: 'La parte in contante è un importo da zero in su.',
  mezzoPagamento: 'Scegliere il mezzo di pagamento.',
  canale: 'Scegliere il canale.',
  esecutoreCodiceFiscale: "Il codice fiscale dell'esecutore non è valido.",
  controparteCodiceFiscale: 'Il codice fiscale della controparte non è valido.',
  controparteIban: "L'IBAN della controparte non è valido.",
  contropartePaese: 'Il paese è il codice ISO di 2 lettere (es. IT).',
  beneficiarioCodiceFiscale: 'Il codice fiscale del beneficiario non è valido.',
  paeseOrigine: 'Il paese è il codice ISO di 2 lettere (es. IT).',
  paeseDestinazione: 'Il paese è il codice ISO di 2 lettere (es. IT).',
  frazionata: "Indicare se l'operazione è frazionata.",
  anomala: "Indicare se l'operazione è anomala.",
  indicatoriAnomalia: 'Gli indicatori sono codici come 15.1, separati da virgole.',
  note: 'Le note hanno al massimo 2000 caratteri.',
};

/**
 * Validates an operation with its schema and the rules across fields: the cash part may not exceed the EUR
 * amount, an amount in EUR equals its
 * EUR value. Italian messages; an empty array means valid.
 */
export function operazioneErrors(value: unknown): FieldError[] {
  const errors = fieldErrors(OperazioneInput, OPERAZIONE_MESSAGES, value);
  if (errors.length) return errors;
  const op = value as OperazioneInput;
  if (op.importoContante > op.importoEur) {
    errors.push({
      field: 'importoContante',
      message: 'La parte in contante non può superare il controvalore in euro.',
    });
  }
  if (op.divisa === 'EUR' && op.importo !== op.importoEur) {
    errors.push({
      field: 'importoEur',
      message: "Per un'operazione in euro il controvalore è uguale all'importo.",
    });
  }
  return errors;
}
