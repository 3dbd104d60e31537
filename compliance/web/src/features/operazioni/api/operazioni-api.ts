import {
  CANALE_LABELS,
  CANALI,
  CAUSALI,
  CAUSALI_ANALITICHE,
  MEZZI_PAGAMENTO,
  MEZZO_PAGAMENTO_LABELS,
  SEGNI,
  SEGNO_LABELS,
  TIPI_OPERAZIONE,
  TIPO_OPERAZIONE_LABELS,
  type Page,
} from '@compliance/shared';
import { getJson, type ApiFetch } from '../../../kit/api-context.tsx';

/** The API area of operations (`/api/operazioni`). */
export const OPERAZIONI_AREA = 'operazioni';

/** The detail route of an operation (spec §2: `operazioni/operazione/{id}/{readonly}/{layout}/{tipopersona}`). */
export function operazionePath(
  id: string,
  readonly = true,
  layout = 'pagina',
  tipo: 'PF' | 'PG' = 'PF',
): string {
  return `/operazioni/operazione/${id}/${readonly}/${layout}/${tipo}`;
}

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));

export const CAUSALE_OPTIONS = CAUSALI.map((value) => ({
  value,
  label: `${value} – ${CAUSALI_ANALITICHE[value]}`,
}));
export const CANALE_OPTIONS = options(CANALI, CANALE_LABELS);
export const MEZZO_OPTIONS = options(MEZZI_PAGAMENTO, MEZZO_PAGAMENTO_LABELS);
export const SEGNO_OPTIONS = options(SEGNI, SEGNO_LABELS);
export const TIPO_OPTIONS = options(TIPI_OPERAZIONE, TIPO_OPERAZIONE_LABELS);

/**
 * Clients of kind `tipo` whose name or tax code contains `text` (`GET /api/soggetti`, first 20 by name), as
 * options for the operation's client field. Reads the clients API directly: features never import each other.
 */
export async function searchClients(
  fetchApi: ApiFetch,
  tipo: 'PF' | 'PG',
  text: string,
): Promise<Array<{ value: string; label: string }>> {
  const query = new URLSearchParams({ 'f.tipoPersona': tipo, sort: 'nominativo', pageSize: '20' });
  if (text.trim()) query.set('q', text.trim());
  const page = await getJson<Page<{ id: string; nominativo: string; codiceFiscale: string }>>(
    fetchApi,
    `/api/soggetti?${query}`,
  );
  return page.items.map((s) => ({ value: s.id, label: `${s.nominativo} (${s.codiceFiscale})` }));
}
