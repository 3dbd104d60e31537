// The document kinds and their Italian labels, apart from the schemas: the web app's first screen (home) shows the
// labels without loading TypeBox and every entity schema (this package has no side effects, see package.json).

/** Document kinds of the archive (design/compliance-domain.md §1.3 "Document types to seed"). */
export const TIPI_DOCUMENTO_ARCHIVIO = [
  'DOC_IDENTITA',
  'PASSAPORTO',
  'PATENTE',
  'PERMESSO_SOGGIORNO',
  'CODICE_FISCALE',
  'VISURA_CAMERALE',
  'STATUTO',
  'PROCURA',
  'DICHIARAZIONE_TITOLARE_EFFETTIVO',
  'AUTOCERTIFICAZIONE_ORIGINE_FONDI',
  'DICHIARAZIONE_PEP',
  'BILANCIO',
  'DICHIARAZIONE_REDDITI',
  'CONTRATTO',
  'ESITO_SCREENING_LISTE',
  'ALTRO',
] as const;
export type TipoDocumento = (typeof TIPI_DOCUMENTO_ARCHIVIO)[number];

/**
 * The identity documents among the archive's kinds (design/compliance-domain.md §1.3): the ones whose expiry makes
 * a client's identification out of date (the `riconoscimento` list filter; "ID documents expiring", §6).
 */
export const TIPI_DOCUMENTO_RICONOSCIMENTO = [
  'DOC_IDENTITA',
  'PASSAPORTO',
  'PATENTE',
  'PERMESSO_SOGGIORNO',
] as const;

export const TIPO_DOCUMENTO_ARCHIVIO_LABELS: Record<TipoDocumento, string> = {
  DOC_IDENTITA: "Carta d'identità",
  PASSAPORTO: 'Passaporto',
  PATENTE: 'Patente di guida',
  PERMESSO_SOGGIORNO: 'Permesso di soggiorno',
  CODICE_FISCALE: 'Codice fiscale / tessera sanitaria',
  VISURA_CAMERALE: 'Visura camerale',
  STATUTO: 'Statuto / atto costitutivo',
  PROCURA: 'Procura / delega',
  DICHIARAZIONE_TITOLARE_EFFETTIVO: 'Dichiarazione del titolare effettivo',
  AUTOCERTIFICAZIONE_ORIGINE_FONDI: 'Autocertificazione origine dei fondi',
  DICHIARAZIONE_PEP: 'Dichiarazione PEP',
  BILANCIO: 'Bilancio',
  DICHIARAZIONE_REDDITI: 'Dichiarazione dei redditi',
  CONTRATTO: 'Contratto',
  ESITO_SCREENING_LISTE: 'Esito screening liste',
  ALTRO: 'Altro',
};
