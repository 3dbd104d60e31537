import { useQuery } from '@tanstack/react-query';
import type { Page } from '@compliance/shared';
import { getJson, useApi } from './api-context.tsx';

/**
 * The branches the user may see, as select options (`GET /api/dipendenze`, up to 100, by CAB code): the branch
 * filter and the branch field every area with branch data uses (an operator gets their own branch only).
 */
export function useBranchOptions(): Array<{ value: string; label: string }> {
  const fetchApi = useApi();
  const query = useQuery({
    queryKey: ['list', 'dipendenze', 'options'],
    queryFn: () =>
      getJson<Page<{ id: string; denominazione: string; codiceCab: string }>>(
        fetchApi,
        '/api/dipendenze?pageSize=100&sort=codiceCab',
      ),
    staleTime: 60_000,
  });
  return (query.data?.items ?? []).map((d) => ({
    value: d.id,
    label: `${d.denominazione} (CAB ${d.codiceCab})`,
  }));
}
