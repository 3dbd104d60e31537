import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { authorizeWithRedirect, checkAuthentication } from '../../lib/guard.ts';
import { saveLoginReturnPath } from '../../lib/return-path.ts';
import { useAuth } from './auth-context.tsx';

/**
 * The routes spec §2 leaves outside the authentication check (the report register): they render whether or not
 * the person is signed in, but a person who has an IdP session and no access token yet (they just signed in, or
 * the token expired) gets one silently first (code + PKCE, `prompt=none`, back to this path), as the guard does;
 * without an IdP session the page renders at once, and this path is saved so that signing in from it comes back
 * here (lib/return-path.ts). Never sends anyone to /login.
 */
export function OptionalAuth() {
  const { client } = useAuth();
  const location = useLocation();
  const path = `${location.pathname}${location.search}${location.hash}`;
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void checkAuthentication(client)
      .catch(() => 'login' as const)
      .then(async (decision) => {
        if (cancelled) return;
        if (decision === 'authorize') {
          await authorizeWithRedirect(client, path);
          return;
        }
        if (decision === 'login') saveLoginReturnPath(path);
        setReady(true);
      });
    return () => {
      cancelled = true;
    };
  }, [client, path]);

  if (!ready) {
    return (
      <p className="status" role="status">
        Verifica dell&apos;accesso in corso…
      </p>
    );
  }
  return <Outlet />;
}
