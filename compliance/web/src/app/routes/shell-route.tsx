import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { signOut } from '../../features/auth/sign-out.ts';
import { storedAccessToken } from '../../lib/guard.ts';
import { AppShell } from '../../ui/app-shell.tsx';

/** The app shell wired to the session: the app layer joins the shell (ui/) and sign-out (features/auth). */
export function ShellRoute() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function onSignOut() {
    setSigningOut(true);
    await signOut(client);
    queryClient.clear();
    setSigningOut(false);
    await navigate('/login', { replace: true });
  }

  return (
    <AppShell
      signedIn={storedAccessToken(client) !== undefined}
      signingOut={signingOut}
      onSignOut={onSignOut}
    />
  );
}
