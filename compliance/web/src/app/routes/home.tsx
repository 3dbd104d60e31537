import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { workAreaLinks } from '../../config/work-areas.ts';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { HomeSummary } from '../../features/home/components/home-summary.tsx';
import { MeRequestError, useMe } from '../../features/me/api/get-me.ts';
import { roleLabel } from '../../features/me/roles.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

/**
 * Home: the signed-in user's name and roles (from GET /api/me), what needs them today (GET /api/home, once the
 * profile answered) and a link to every work area of spec §2. A 401
 * from /api/me clears the stored tokens and goes to /login.
 */
export function Home() {
  const { client } = useAuth();
  const me = useMe(client);
  const navigate = useNavigate();
  useDocumentTitle('Home');
  const refused = me.error instanceof MeRequestError && me.error.status === 401;

  // The API refused the token: drop it and sign in again, like the guard does without a session.
  useEffect(() => {
    if (!refused) return;
    client.tokenManager.clear();
    void navigate('/login', { replace: true });
  }, [refused, client, navigate]);

  return (
    <>
      <h1 id="page-title">{me.data ? `Benvenuto, ${me.data.name}` : 'Home'}</h1>
      <section aria-labelledby="profile-title" className="card">
        <h2 id="profile-title">Il tuo profilo</h2>
        {me.isPending && <p role="status">Caricamento del profilo…</p>}
        {me.isError && (
          <p role="alert" className="alert">
            {refused
              ? "La sessione non è più valida. Reindirizzamento all'accesso…"
              : 'Non è stato possibile caricare il profilo. Riprova più tardi.'}
          </p>
        )}
        {me.data && (
          <dl className="profile">
            <div>
              <dt>Nome</dt>
              <dd data-testid="user-name">{me.data.name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{me.data.email}</dd>
            </div>
            <div>
              <dt>Ruoli</dt>
              <dd>
                {me.data.roles.length === 0 ? (
                  'Nessun ruolo assegnato'
                ) : (
                  <ul className="roles" data-testid="user-roles">
                    {me.data.roles.map((role) => (
                      <li key={role}>{roleLabel(role)}</li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          </dl>
        )}
      </section>
      {me.data && <HomeSummary />}
      <nav aria-labelledby="areas-title" className="card">
        <h2 id="areas-title">Aree di lavoro</h2>
        <ul className="work-areas">
          {workAreaLinks.map((area) => (
            <li key={area.id}>
              <Link to={`/${area.path}`}>{area.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
