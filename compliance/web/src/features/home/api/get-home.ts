import { useQuery } from '@tanstack/react-query';
import type { HomeSummary } from '@compliance/shared';
import { getJson, useApi } from '../../../kit/api-context.tsx';

/** `GET /api/home`: the signed-in person's summary (counts, expiring documents, latest records, alerts). */
export function useHomeSummary(enabled: boolean) {
  const fetchApi = useApi();
  return useQuery({
    queryKey: ['home'],
    queryFn: () => getJson<HomeSummary>(fetchApi, '/api/home'),
    enabled,
    staleTime: 30_000,
  });
}
