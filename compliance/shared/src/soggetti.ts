import { Type, type Static } from 'typebox';
import { fieldErrors, type FieldError } from './validate.ts';
import './tax-codes.ts';

/** Identity documents valid for CDD (DPR 445/2000 art. 35; design/compliance-domain.md §1.3). */
export const TIPI_DOCUMENTO = ['CARTA_IDENTITA', 'PASSAPORTO', 'PATENTE', 'PERMESSO_SOGGIORNO'] as const;
export const TIPO_DOCUMENTO_LABELS: Record<(typeof TIPI_DOCUMENTO)[number], string> = {
  CARTA_IDENTITA: "Carta d'identità",
  PASSAPORTO: 'Passaporto',
  PATENTE: 'Patente di guida',
  PERMESSO_SOGGIORNO: 'Permesso di soggiorno',
};

/** Legal forms of a legal entity (PG). */
export const FORME_GIURIDICHE = [
  'SRL',
  'SPA',
  'SAPA',
  'SAS',
  'SNC',
  'SS',
  'COOP',
  'ASSOCIAZIONE',
  'FONDAZIONE',
] as const;
export const FORMA_GIURIDICA_LABELS: Record<(typeof FORME_GIURIDICHE)[number], string> = {
  SRL: 'Società a responsabilità limitata',
  SPA: 'Società per azioni',
  SAPA: 'Società in accomandita per azioni',
  SAS: 'Società in accomandita semplice',
  SNC: 'Società in nome collettivo',
  SS: 'Società semplice',
  COOP: 'Società cooperativa',
  ASSOCIAZIONE: 'Associazione',
  FONDAZIONE: 'Fondazione',
};

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const isoDate = () => Type.Optional(Type.String({ pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$' }));
const address = {
  indirizzo: text(200),
  cap: Type.Optional(Type.String({ pattern: '^([0-9]{5})?$' })),
  comune: text(100),
  provincia: Type.Optional(Type.String({ pattern: '^([A-Z]{2})?$' })),
};

/** A natural-person client (PF): identity, tax code with its check character, address, document, PEP flag. */
export const SoggettoPfInput = Type.Object(
  {
    tipoPersona: Type.Literal('PF'),
    dipendenzaId: Type.String({ format: 'uuid' }),
    cognome: Type.String({ minLength: 1, maxLength: 100 }),
    nome: Type.String({ minLength: 1, maxLength: 100 }),
    sesso: Type.Optional(Type.Union([Type.Literal('M'), Type.Literal('F'), Type.Literal('')])),
    dataNascita: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
    luogoNascita: Type.String({ minLength: 1, maxLength: 100 }),
    codiceFiscale: Type.String({ format: 'codice-fiscale-pf', minLength: 16, maxLength: 16 }),
    cittadinanza: text(60),
    ...address,
    tipoDocumento: Type.Optional(Type.Enum([...TIPI_DOCUMENTO, ''] as const)),
    numeroDocumento: text(30),
    documentoRilasciatoDa: text(100),
    documentoDataRilascio: isoDate(),
    documentoDataScadenza: isoDate(),
    pep: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SoggettoPfInput = Static<typeof SoggettoPfInput>;

/** A beneficial owner of a legal entity: always a natural person, with the share held (percent). */
export const TitolareEffettivo = Type.Object(
  {
    cognome: Type.String({ minLength: 1, maxLength: 100 }),
    nome: Type.String({ minLength: 1, maxLength: 100 }),
    codiceFiscale: Type.String({ format: 'codice-fiscale-pf', minLength: 16, maxLength: 16 }),
    /** Percent of the capital held, 0–100 with at most two decimals. */
    quota: Type.Number({ minimum: 0, maximum: 100, multipleOf: 0.01 }),
    pep: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type TitolareEffettivo = Static<typeof TitolareEffettivo>;

/** A legal-entity client (PG): name, VAT and tax code, legal form, registered office, representative, owners. */
export const SoggettoPgInput = Type.Object(
  {
    tipoPersona: Type.Literal('PG'),
    dipendenzaId: Type.String({ format: 'uuid' }),
    denominazione: Type.String({ minLength: 1, maxLength: 200 }),
    formaGiuridica: Type.Enum(FORME_GIURIDICHE),
    partitaIva: Type.Optional(Type.String({ format: 'partita-iva', maxLength: 11 })),
    codiceFiscale: Type.String({ format: 'codice-fiscale', minLength: 11, maxLength: 16 }),
    ...address,
    legaleRappresentante: Type.String({ minLength: 1, maxLength: 200 }),
    legaleRappresentanteCodiceFiscale: Type.Optional(
      Type.String({ format: 'codice-fiscale-pf', maxLength: 16 }),
    ),
    titolariEffettivi: Type.Array(TitolareEffettivo, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type SoggettoPgInput = Static<typeof SoggettoPgInput>;

export type SoggettoInput = SoggettoPfInput | SoggettoPgInput;

const str = () => Type.Optional(Type.String());

/**
 * A client as the API returns it: the PF or PG fields that hold a value, plus id, `nominativo` (surname and
 * name, or company name), the branch's name, version and times. One response schema for both kinds.
 */
export const Soggetto = Type.Object({
  id: Type.String(),
  tipoPersona: Type.Union([Type.Literal('PF'), Type.Literal('PG')]),
  dipendenzaId: Type.String(),
  dipendenzaDenominazione: Type.String(),
  nominativo: Type.String(),
  codiceFiscale: Type.String(),
  ...Object.fromEntries(
    [
      'cognome',
      'nome',
      'sesso',
      'dataNascita',
      'luogoNascita',
      'cittadinanza',
      'indirizzo',
      'cap',
      'comune',
      'provincia',
      'tipoDocumento',
      'numeroDocumento',
      'documentoRilasciatoDa',
      'documentoDataRilascio',
      'documentoDataScadenza',
      'denominazione',
      'formaGiuridica',
      'partitaIva',
      'legaleRappresentante',
      'legaleRappresentanteCodiceFiscale',
    ].map((k) => [k, str()]),
  ),
  pep: Type.Optional(Type.Boolean()),
  titolariEffettivi: Type.Optional(
    Type.Array(
      Type.Object({
        cognome: Type.String(),
        nome: Type.String(),
        codiceFiscale: Type.String(),
        quota: Type.Number(),
        pep: Type.Boolean(),
      }),
    ),
  ),
  version: Type.Integer({ minimum: 1 }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Soggetto = (SoggettoPfInput | SoggettoPgInput) & {
  id: string;
  nominativo: string;
  dipendenzaDenominazione: string;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export const SOGGETTO_MESSAGES: Record<string, string> = {
  tipoPersona: 'Il tipo di persona è PF (persona fisica) oppure PG (persona giuridica).',
  dipendenzaId: 'Scegliere la dipendenza.',
  cognome: 'Il cognome è obbligatorio (al massimo 100 caratteri).',
  nome: 'Il nome è obbligatorio (al massimo 100 caratteri).',
  sesso: 'Il sesso è M oppure F.',
  dataNascita: 'La data di nascita è obbligatoria.',
  luogoNascita: 'Il luogo di nascita è obbligatorio.',
  codiceFiscale: 'Il codice fiscale non è valido (controllare il carattere di controllo).',
  cap: 'Il CAP è composto da 5 cifre.',
  provincia: 'La provincia è la sigla di 2 lettere maiuscole (es. MI).',
  tipoDocumento: 'Scegliere il tipo di documento.',
  documentoDataRilascio: 'La data di rilascio non è valida.',
  documentoDataScadenza: 'La data di scadenza non è valida.',
  pep: 'Indicare se è una persona politicamente esposta.',
  denominazione: 'La denominazione è obbligatoria (al massimo 200 caratteri).',
  formaGiuridica: 'Scegliere la forma giuridica.',
  partitaIva: 'La partita IVA è composta da 11 cifre con la cifra di controllo corretta.',
  legaleRappresentante: 'Il legale rappresentante è obbligatorio.',
  legaleRappresentanteCodiceFiscale: 'Il codice fiscale del legale rappresentante non è valido.',
  titolariEffettivi:
    'Ogni titolare effettivo ha cognome, nome, codice fiscale valido e una quota tra 0 e 100 (massimo 20 titolari).',
};

/**
 * Validates a client (PF or PG by `tipoPersona`) with the entity's schema and the rules a schema cannot say: the
 * beneficial owners' shares together may not exceed 100 %, a document's expiry follows its issue. Italian
 * messages; an empty array means valid. Used by the API before writing and by the form before saving.
 */
export function soggettoErrors(value: unknown): FieldError[] {
  const tipo = (value as { tipoPersona?: unknown } | null)?.tipoPersona;
  if (tipo !== 'PF' && tipo !== 'PG') {
    return typeof value === 'object' && value !== null
      ? [{ field: 'tipoPersona', message: SOGGETTO_MESSAGES.tipoPersona! }]
      : fieldErrors(SoggettoPfInput, SOGGETTO_MESSAGES, value);
  }
  const errors = fieldErrors(tipo === 'PF' ? SoggettoPfInput : SoggettoPgInput, SOGGETTO_MESSAGES, value);
  if (errors.length) return errors;
  if (tipo === 'PG') {
    const total = (value as SoggettoPgInput).titolariEffettivi.reduce((sum, t) => sum + t.quota, 0);
    if (Math.round(total * 100) > 10_000) {
      errors.push({
        field: 'titolariEffettivi',
        message: `Le quote dei titolari effettivi sommano ${total.toFixed(2).replace('.', ',')} %: non possono superare il 100 %.`,
      });
    }
  } else {
    const pf = value as SoggettoPfInput;
    if (
      pf.documentoDataRilascio &&
      pf.documentoDataScadenza &&
      pf.documentoDataScadenza <= pf.documentoDataRilascio
    ) {
      errors.push({
        field: 'documentoDataScadenza',
        message: 'La scadenza del documento segue la data di rilascio.',
      });
    }
  }
  return errors;
}
