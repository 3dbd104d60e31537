import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { completeLogin } from '../../features/auth/complete-login.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

/** `/login/callback`: the redirect URI. Stores the tokens and returns to the saved path, or goes to /login. */
export function LoginCallback() {
  const { client } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);
  useDocumentTitle('Accesso in corso');

  useEffect(() => {
    // the code is single-use: never exchange it twice (StrictMode runs effects twice in development)
    if (started.current) return;
    started.current = true;
    completeLogin(client)
      .then((path) => navigate(path, { replace: true }))
      .catch((error: unknown) => {
        console.error(error);
        return navigate('/login', { replace: true });
      });
  }, [client, navigate]);

  return (
    <main id="main-content" className="site-main">
      <h1 id="page-title">Accesso in corso</h1>
      <p role="status">Accesso in corso…</p>
    </main>
  );
}
