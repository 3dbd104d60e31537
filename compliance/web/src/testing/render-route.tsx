import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AuthClientApi } from '@identity/client';
import { AREAS } from '../app/area-screens.tsx';
import { buildRoutes } from '../app/routes.tsx';
import { AuthProvider } from '../features/auth/auth-context.tsx';
import { ApiProvider, createApiFetch } from '../kit/api-context.tsx';
import { storedAccessToken } from '../lib/guard.ts';
import { testConfig } from './fake-auth-client.ts';

// The work areas are lazy chunks: import them with this helper, so that vitest's first transform of MUI and the data
// grid (seconds under load) happens while the test file loads, not inside a test's wait. lazy-area.test.tsx covers
// the loading itself.
await Promise.all([...AREAS.map((area) => area.load()), import('../kit/theme-provider.tsx')]);

/** Renders the real route table at `path` with a memory router; returns the router to inspect navigation. */
export function renderRoute(path: string, client: AuthClientApi) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider value={{ client, config: testConfig }}>
        {/* fetch is read at call time, so tests may stub it after rendering */}
        <ApiProvider
          fetchApi={createApiFetch(
            () => storedAccessToken(client),
            (...args) => fetch(...args),
          )}
        >
          <RouterProvider router={router} />
        </ApiProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router, ...view };
}
