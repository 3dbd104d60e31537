import { Link } from 'react-router';

/** Footer of every screen: privacy policy, cookie policy and '© {current year} Suite Compliance' (spec §2). */
export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Informazioni legali">
        <ul className="inline-list">
          <li>
            <Link to="/privacy">Informativa sulla privacy</Link>
          </li>
          <li>
            <Link to="/cookie">Cookie policy</Link>
          </li>
        </ul>
      </nav>
      <p>© {year} Suite Compliance</p>
    </footer>
  );
}
