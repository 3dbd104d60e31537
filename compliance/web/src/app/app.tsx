import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuthProvider, type AuthContextValue } from '../features/auth/auth-context.tsx';
import { buildRoutes } from './routes.tsx';

/** The suite SPA: query client, SDK client + runtime config, and the browser router over the route table. */
export function App({ auth }: { auth: AuthContextValue }) {
  const [queryClient] = useState(() => new QueryClient());
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider value={auth}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
