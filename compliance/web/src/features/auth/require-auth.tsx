import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { authorizeWithRedirect, checkAuthentication, isTokenValid, TOKEN_KEYS } from '../../lib/guard.ts';
import { saveLoginReturnPath } from '../../lib/return-path.ts';
import { useAuth } from './auth-context.tsx';

/**
 * Route guard (spec §2, §6): renders the child route only after a passed authentication check. Without a valid
 * access token it asks the IdP for tokens when its session exists (code + PKCE, prompt=none, back to this path)
 * and otherwise goes to /login, saving this path first so the widget's success comes back here (deep links).
 */
export function RequireAuth() {
  const { client } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const path = `${location.pathname}${location.search}${location.hash}`;
  const [passed, setPassed] = useState(() =>
    isTokenValid(client.tokenManager.get(TOKEN_KEYS.accessToken), Date.now() / 1000),
  );

  useEffect(() => {
    let cancelled = false;
    checkAuthentication(client)
      .then(async (decision) => {
        if (cancelled) return;
        setPassed(decision === 'pass');
        if (decision === 'login') {
          saveLoginReturnPath(path);
          await navigate('/login', { replace: true });
        }
        if (decision === 'authorize') await authorizeWithRedirect(client, path);
      })
      .catch(async (error: unknown) => {
        console.error(error);
        if (cancelled) return;
        saveLoginReturnPath(path);
        await navigate('/login', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [client, navigate, path]);

  if (!passed) {
    return (
      <p className="status" role="status">
        Verifica dell&apos;accesso in corso…
      </p>
    );
  }
  return <Outlet />;
}
