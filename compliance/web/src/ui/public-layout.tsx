import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * Layout of the screens shown before sign-in (login, welcome, privacy, cookie): skip link, header with the
 * brand "Suite Compliance", main landmark, legal footer.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="page">
      <SkipLink />
      <header className="site-header">
        <Link to="/login" className="brand">
          Suite Compliance
        </Link>
      </header>
      <main id="main-content" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
