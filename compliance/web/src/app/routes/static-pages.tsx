import { Link } from 'react-router';
import { PublicLayout } from '../../ui/public-layout.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

/** `/privacy`: the privacy policy linked from the login footer. */
export function PrivacyPolicy() {
  useDocumentTitle('Informativa sulla privacy');
  return (
    <PublicLayout>
      <h1 id="page-title">Informativa sulla privacy</h1>
      <p>
        La Suite Compliance tratta i dati personali degli utenti al solo scopo di consentire l&apos;accesso al
        servizio e l&apos;adempimento degli obblighi antiriciclaggio dell&apos;intermediario, nel rispetto del
        Regolamento (UE) 2016/679 (GDPR).
      </p>
      <p>
        I dati di accesso sono gestiti dal fornitore di identità; la suite conserva soltanto quanto necessario
        all&apos;autenticazione e al registro delle attività.
      </p>
      <p>
        <Link to="/login">Torna all&apos;accesso</Link>
      </p>
    </PublicLayout>
  );
}

/** `/cookie`: the cookie policy linked from the login footer. */
export function CookiePolicy() {
  useDocumentTitle('Cookie policy');
  return (
    <PublicLayout>
      <h1 id="page-title">Cookie policy</h1>
      <p>
        La Suite Compliance usa soltanto cookie e archiviazione locale tecnici, necessari all&apos;accesso: la
        sessione del fornitore di identità, i token di accesso e l&apos;eventuale nome utente ricordato. Non
        usa cookie di profilazione né di terze parti.
      </p>
      <p>
        <Link to="/login">Torna all&apos;accesso</Link>
      </p>
    </PublicLayout>
  );
}

/** Any path outside the route table. */
export function NotFound() {
  useDocumentTitle('Pagina non trovata');
  return (
    <PublicLayout>
      <h1 id="page-title">Pagina non trovata</h1>
      <p>
        La pagina richiesta non esiste. <Link to="/">Vai alla Home</Link>
      </p>
    </PublicLayout>
  );
}
