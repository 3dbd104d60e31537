/**
 * What follows an SOS's transmission (design/compliance-domain.md §2.3, §1.6): the UIF's outcome. The UIF analyses
 * the report and either archives it or forwards it to the investigative bodies (Guardia di Finanza NSPV, DIA); it
 * may first ask the reporting firm for more information, so that outcome may later be followed by a final one.
 */
export const ESITI_UIF = ['ARCHIVIATA_UIF', 'TRASMESSA_OOII', 'RICHIESTA_INFORMAZIONI'] as const;
export type EsitoUif = (typeof ESITI_UIF)[number];
export const ESITO_UIF_LABELS: Record<EsitoUif, string> = {
  ARCHIVIATA_UIF: 'Archiviata dalla UIF',
  TRASMESSA_OOII: 'Trasmessa agli organi investigativi',
  RICHIESTA_INFORMAZIONI: 'Richiesta di informazioni dalla UIF',
};

/** Whether an SOS with UIF outcome `esito` (undefined: none yet) may still record one: none, or only a request. */
export function canRecordEsitoUif(esito: string | undefined): boolean {
  return esito === undefined || esito === 'RICHIESTA_INFORMAZIONI';
}
