/**
 * Whistleblowing reports' vocabularies (art. 48 D.Lgs. 231/2007, D.Lgs. 24/2023; design/compliance-domain.md §2.3):
 * the channel of receipt, the category of the breach and the outcome on closing.
 */
export const WB_CANALI = ['PIATTAFORMA', 'ORALE', 'INCONTRO'] as const;
export const WB_CANALE_LABELS: Record<(typeof WB_CANALI)[number], string> = {
  PIATTAFORMA: 'Piattaforma',
  ORALE: 'Linea orale',
  INCONTRO: 'Incontro diretto',
};
export const WB_CATEGORIE = ['ANTIRICICLAGGIO', 'MODELLO_231', 'DIRITTO_UE', 'ALTRO'] as const;
export const WB_CATEGORIA_LABELS: Record<(typeof WB_CATEGORIE)[number], string> = {
  ANTIRICICLAGGIO: 'Violazione antiriciclaggio (art. 48)',
  MODELLO_231: 'Modello 231/2001',
  DIRITTO_UE: 'Violazione del diritto UE',
  ALTRO: 'Altro',
};
export const WB_ESITI = ['FONDATA', 'INFONDATA', 'ARCHIVIATA'] as const;
export const WB_ESITO_LABELS: Record<(typeof WB_ESITI)[number], string> = {
  FONDATA: 'Fondata',
  INFONDATA: 'Infondata',
  ARCHIVIATA: 'Archiviata',
};
