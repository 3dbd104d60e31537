import { Link, Outlet, useParams } from 'react-router';
import { AreasMenu } from './areas-menu.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * Layout of the suite's screens: skip link, header (brand, navigation, sign out), main landmark, footer. With the
 * route parameter `layout=incorporato` (a record opened from another application) only the main content shows.
 * Knows nothing of authentication: the app layer passes the session state and the sign-out action.
 */
export function AppShell({
  signedIn,
  signingOut,
  onSignOut,
}: {
  signedIn: boolean;
  signingOut: boolean;
  onSignOut(): void;
}) {
  const embedded = useParams().layout === 'incorporato';
  return (
    <div className="page">
      <SkipLink />
      {!embedded && (
        <header className="site-header">
          <Link to="/" className="brand">
            Suite Compliance
          </Link>
          <nav aria-label="Principale" className="header-nav">
            <Link to="/">Home</Link>
            {signedIn && <AreasMenu />}
            {signedIn && (
              <button type="button" className="button" onClick={onSignOut} disabled={signingOut}>
                {signingOut ? 'Uscita in corso…' : 'Esci'}
              </button>
            )}
          </nav>
        </header>
      )}
      <main id="main-content" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      {!embedded && <SiteFooter />}
    </div>
  );
}
