import { useQuery } from '@tanstack/react-query';
import { STATI_DIPENDENZA, TIPI_DIPENDENZA, TIPO_DIPENDENZA_LABELS, type Page } from '@compliance/shared';
import { getJson, useApi } from '../../../kit/api-context.tsx';

/** The API area of branches (`/api/dipendenze`). */
export const DIPENDENZE_AREA = 'dipendenze';

export const TIPO_OPTIONS = TIPI_DIPENDENZA.map((value) => ({ value, label: TIPO_DIPENDENZA_LABELS[value] }));
export const STATO_OPTIONS = STATI_DIPENDENZA.map((value) => ({
  value,
  label: value === 'ATTIVA' ? 'Attiva' : 'Chiusa',
}));

/** The detail route of a branch (spec §2: `dipendenze/dipendenza/{id}/{readonly}/{layout}`). */
export function dipendenzaPath(id: string, readonly = true, layout = 'pagina'): string {
  return `/dipendenze/dipendenza/${id}/${readonly}/${layout}`;
}

/**
 * The institutions a branch can belong to, as select options (`GET /api/istituti`, up to 100, by name). Reads the
 * institutions API directly rather than the istituti feature: features never import each other.
 */
export function useIstitutoOptions() {
  const fetchApi = useApi();
  const query = useQuery({
    queryKey: ['list', 'istituti', 'options'],
    queryFn: () =>
      getJson<Page<{ id: string; denominazione: string; codiceAbi: string }>>(
        fetchApi,
        '/api/istituti?pageSize=100&sort=denominazione',
      ),
  });
  return (query.data?.items ?? []).map((i) => ({
    value: i.id,
    label: `${i.denominazione} (ABI ${i.codiceAbi})`,
  }));
}
