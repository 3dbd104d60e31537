import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiRequestError } from '../../../kit/api-context.tsx';
import { useMe } from '../api/segnalazioni-api.ts';

/**
 * The register's routes are reachable without the authentication check (spec §2), so its screens render nothing
 * of the register until the API, which always requires a token, has recognised the caller (`GET /api/me`):
 * meanwhile a status line; without a valid session an invitation to sign in; then `children(me)`.
 */
export function SessionGate({
  title,
  children,
}: {
  title: string;
  children(me: { sub: string; roles: string[] }): ReactNode;
}) {
  const me = useMe();
  if (me.isPending) return <p role="status">Verifica dell’accesso in corso…</p>;
  if (me.isError) {
    const signedOut = me.error instanceof ApiRequestError && me.error.status === 401;
    return (
      <section aria-labelledby="page-title" data-route="registro-accesso">
        <h1 id="page-title">{title}</h1>
        <Alert severity={signedOut ? 'info' : 'error'} role="alert" sx={{ mb: 2 }}>
          {signedOut
            ? 'Il registro delle segnalazioni è riservato: accedi per consultarlo.'
            : 'Non è stato possibile verificare l’accesso. Riprova più tardi.'}
        </Alert>
        <Button variant="contained" component={RouterLink} to="/login">
          Accedi
        </Button>
      </section>
    );
  }
  return <>{children(me.data)}</>;
}
