import { Type, type Static } from 'typebox';
import { TIPI_DOCUMENTO_ARCHIVIO, type TipoDocumento } from './documenti-tipi.ts';
import { fieldErrors, type FieldError } from './validate.ts';

export * from './documenti-tipi.ts';

/** Identity documents (DPR 445/2000 art. 35): they need a number, an issuer and an expiry date. */
export const TIPI_DOCUMENTO_IDENTITA: readonly TipoDocumento[] = [
  'DOC_IDENTITA',
  'PASSAPORTO',
  'PATENTE',
  'PERMESSO_SOGGIORNO',
];

/**
 * File types the archive accepts, recognised from the file's content (never from its name or the browser's
 * claim): PDF and scanned images.
 */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/tiff'] as const;

/** How long a document is kept by default: 10 years (D.Lgs. 231/2007 art. 31). */
export const RETENTION_YEARS = 10;

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const optionalDate = Type.Optional(Type.Union([date, Type.Literal('')]));
const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const uuid = Type.String({
  pattern: '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})?$',
});

/**
 * A document's description: the multipart fields of `POST /api/documenti` (with the file) and the body of
 * `PUT /api/documenti/{id}` (plus `version`). Dates are yyyy-MM-dd; `conservaFinoAl` defaults to the acquisition
 * date plus RETENTION_YEARS.
 */
export const DocumentoInput = Type.Object(
  {
    tipo: Type.Enum(TIPI_DOCUMENTO_ARCHIVIO),
    soggettoId: Type.Optional(uuid),
    operazioneId: Type.Optional(uuid),
    numero: optionalText(60),
    rilasciatoDa: optionalText(120),
    dataRilascio: optionalDate,
    dataScadenza: optionalDate,
    descrizione: optionalText(500),
    conservaFinoAl: optionalDate,
    riservato: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type DocumentoInput = Static<typeof DocumentoInput>;

/** A document as the API returns it: the description, the file's facts, who archived it and when. */
export const Documento = Type.Intersect([
  DocumentoInput,
  Type.Object({
    id: Type.String(),
    version: Type.Integer({ minimum: 1 }),
    nomeFile: Type.String(),
    contentType: Type.String(),
    /** Bytes. */
    dimensione: Type.Integer(),
    /** SHA-256 of the file, hex, computed at upload and checked at every download. */
    sha256: Type.String(),
    dataAcquisizione: Type.String(),
    conservaFinoAl: date,
    caricatoDa: Type.String(),
    soggettoNominativo: Type.Optional(Type.String()),
    numeroOperazione: Type.Optional(Type.Integer()),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  }),
]);
export type Documento = Static<typeof Documento>;

export const DOCUMENTO_MESSAGES: Record<string, string> = {
  tipo: 'Scegliere il tipo di documento.',
  soggettoId: 'Il cliente indicato non è valido.',
  operazioneId: "L'operazione indicata non è valida.",
  numero: 'Il numero del documento può avere al massimo 60 caratteri.',
  rilasciatoDa: "L'ente di rilascio può avere al massimo 120 caratteri.",
  dataRilascio: 'La data di rilascio non è valida.',
  dataScadenza: 'La data di scadenza non è valida.',
  descrizione: 'La descrizione può avere al massimo 500 caratteri.',
  conservaFinoAl: 'La data di fine conservazione non è valida.',
  riservato: 'Indicare se il documento è riservato.',
};

/**
 * Validates a document's description: the schema, then the rules across fields (an identity document has a number,
 * an issuer and an expiry date; the expiry follows the issue). Italian messages by field; empty means valid.
 */
export function documentoErrors(value: unknown): FieldError[] {
  const errors = fieldErrors(DocumentoInput, DOCUMENTO_MESSAGES, value);
  if (errors.length) return errors;
  const doc = value as DocumentoInput;
  if (TIPI_DOCUMENTO_IDENTITA.includes(doc.tipo)) {
    if (!doc.numero)
      errors.push({ field: 'numero', message: "Per un documento d'identità il numero è obbligatorio." });
    if (!doc.rilasciatoDa) {
      errors.push({
        field: 'rilasciatoDa',
        message: "Per un documento d'identità l'ente di rilascio è obbligatorio.",
      });
    }
    if (!doc.dataScadenza) {
      errors.push({
        field: 'dataScadenza',
        message: "Per un documento d'identità la data di scadenza è obbligatoria.",
      });
    }
  }
  if (doc.dataRilascio && doc.dataScadenza && doc.dataScadenza < doc.dataRilascio) {
    errors.push({
      field: 'dataScadenza',
      message: 'La data di scadenza non può precedere quella di rilascio.',
    });
  }
  if (!doc.soggettoId && !doc.operazioneId && doc.tipo !== 'ALTRO') {
    errors.push({ field: 'soggettoId', message: "Collegare il documento a un cliente o a un'operazione." });
  }
  return errors;
}

/** Whether a document of this kind must be linked and is an identity document (expiry watched). */
export function isIdentityDocument(tipo: string): boolean {
  return (TIPI_DOCUMENTO_IDENTITA as readonly string[]).includes(tipo);
}

/**
 * Roles that may archive documents and edit their description (operators only for their branch's clients and
 * operations).
 */
export const DOCUMENT_EDITORS = ['administrators', 'aml-officers', 'reports-delegates', 'operators'] as const;

/** Roles that may delete a document from the archive. */
export const DOCUMENT_DELETERS = ['administrators', 'aml-officers'] as const;

/** Roles that see confidential (`riservato`) documents: everyone but branch operators. */
export const CONFIDENTIAL_READERS = [
  'administrators',
  'aml-officers',
  'reports-delegates',
  'auditors',
] as const;

/** Whether `roles` may delete documents. */
export function canDeleteDocuments(roles: readonly string[]): boolean {
  return roles.some((r) => (DOCUMENT_DELETERS as readonly string[]).includes(r));
}
