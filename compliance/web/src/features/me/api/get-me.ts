import { useQuery } from '@tanstack/react-query';
import type { AuthClientApi } from '@identity/client';
import { storedAccessToken } from '../../../lib/guard.ts';

/** `GET /api/me` body (compliance/api). */
export interface Me {
  sub: string;
  name: string;
  email: string;
  roles: string[];
}

/** Error of a failed /api/me call; `status` is the HTTP status (0 when the network failed). */
export class MeRequestError extends Error {
  constructor(readonly status: number) {
    super(`GET /api/me failed with ${status}`);
    this.name = 'MeRequestError';
  }
}

/** Calls `GET /api/me` with the stored access token as bearer. */
export async function getMe(
  client: Pick<AuthClientApi, 'tokenManager'>,
  fetchImpl: typeof fetch = fetch,
): Promise<Me> {
  const token = storedAccessToken(client);
  if (!token) throw new MeRequestError(401);
  let response: Response;
  try {
    response = await fetchImpl('/api/me', {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
  } catch {
    throw new MeRequestError(0);
  }
  if (!response.ok) throw new MeRequestError(response.status);
  return (await response.json()) as Me;
}

/** TanStack Query hook for the signed-in user; 401s are not retried. */
export function useMe(client: Pick<AuthClientApi, 'tokenManager'>) {
  return useQuery({
    queryKey: ['me'],
    queryFn: () => getMe(client),
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof MeRequestError && error.status === 401) && count < 2,
  });
}
