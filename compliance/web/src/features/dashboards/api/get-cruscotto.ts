import { useQuery } from '@tanstack/react-query';
import type { Cruscotto, CruscottoId, ElencoCruscotto } from '@compliance/shared';
import { getJson, useApi } from '../../../kit/api-context.tsx';

/** The suite route of each list a figure opens (config/work-areas.ts `questionari`, `anagrafiche`, `archiviodocumenti`). */
const LIST_ROUTE: Readonly<Record<ElencoCruscotto, string>> = {
  questionari: '/questionari',
  soggetti: '/anagrafiche',
  documenti: '/archiviodocumenti',
};

/** The list behind a figure's value, filtered as the API counted it: `/questionari?f.stato=INVIATO`. */
export function figuraPath({ elenco, filtri }: { elenco: ElencoCruscotto; filtri: Record<string, string> }) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filtri)) params.set(`f.${key}`, value);
  const query = params.toString();
  return query ? `${LIST_ROUTE[elenco]}?${query}` : LIST_ROUTE[elenco];
}

/** `GET /api/cruscotti/{id}`: the dashboard's figures within the user's view. */
export function useCruscotto(id: CruscottoId) {
  const fetchApi = useApi();
  return useQuery({
    queryKey: ['cruscotto', id],
    queryFn: () => getJson<Cruscotto>(fetchApi, `/api/cruscotti/${id}`),
  });
}
