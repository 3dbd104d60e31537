import { useQuery } from '@tanstack/react-query';
import { canEditMasterData, canEditOperations } from '@compliance/shared';
import { getJson, useApi } from './api-context.tsx';

/**
 * The signed-in user's roles (the token's `groups`, as `GET /api/me` reports them), shared with Home's query
 * (same key). Undefined while loading. The API enforces every role itself; the UI only hides what it would refuse.
 */
export function useRoles(): string[] | undefined {
  const fetchApi = useApi();
  const me = useQuery({
    queryKey: ['me'],
    queryFn: () => getJson<{ roles: string[] }>(fetchApi, '/api/me'),
    staleTime: 60_000,
  });
  return me.data?.roles;
}

/** Whether the user may edit institutions and branches (administrators, AML officers). */
export function useCanEditMasterData(): boolean {
  return canEditMasterData(useRoles() ?? []);
}

/** Whether the user may enter clients and operations (operators at their own branch; not auditors). */
export function useCanEditOperations(): boolean {
  return canEditOperations(useRoles() ?? []);
}
