import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuthProvider, type AuthContextValue } from '../features/auth/auth-context.tsx';
import { ApiProvider, createApiFetch } from '../kit/api-context.tsx';
import { storedAccessToken } from '../lib/guard.ts';
import { buildRoutes } from './routes.tsx';

/**
 * The suite SPA: query client, SDK client + runtime config, the API caller (bearer = the stored access token),
 * and the browser router over the route table (MUI and its Italian theme come with the work areas).
 */
export function App({ auth }: { auth: AuthContextValue }) {
  const [queryClient] = useState(() => new QueryClient());
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  const [fetchApi] = useState(() => createApiFetch(() => storedAccessToken(auth.client)));
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider value={auth}>
        <ApiProvider fetchApi={fetchApi}>
          <RouterProvider router={router} />
        </ApiProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
