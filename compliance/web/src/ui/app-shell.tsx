import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate } from 'react-router';
import { useAuth } from '../features/auth/auth-context.tsx';
import { signOut } from '../features/auth/sign-out.ts';
import { storedAccessToken } from '../lib/guard.ts';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/** Layout of the suite's screens: skip link, header (brand, Home, sign out), main landmark, footer. */
export function AppShell() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signedIn = storedAccessToken(client) !== undefined;

  async function onSignOut() {
    setSigningOut(true);
    await signOut(client);
    queryClient.clear();
    setSigningOut(false);
    await navigate('/login', { replace: true });
  }

  return (
    <div className="page">
      <SkipLink />
      <header className="site-header">
        <Link to="/" className="brand">
          Suite Compliance
        </Link>
        <nav aria-label="Principale" className="header-nav">
          <Link to="/">Home</Link>
          {signedIn && (
            <button type="button" className="button" onClick={onSignOut} disabled={signingOut}>
              {signingOut ? 'Uscita in corso…' : 'Esci'}
            </button>
          )}
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
