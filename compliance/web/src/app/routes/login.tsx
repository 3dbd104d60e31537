import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { SignInWidgetHost } from '../../features/sign-in/sign-in-widget-host.tsx';
import { useRecoveryFeatures } from '../../features/sign-in/recovery-features.ts';
import { buildWidgetSettings } from '../../features/sign-in/widget-settings.ts';
import { decideLogin, EXTERNAL_APP_FLAG_KEY } from '../../lib/login-flow.ts';
import { PublicLayout } from '../../ui/public-layout.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { SessionClosed } from './session-closed.tsx';

/**
 * `/login`: spec §4 "Login flow" (decideLogin) with the widget host settings of §4 and the IdP's recovery switches
 * (the widget shows once they are read, or could not be).
 */
export function LoginRoute() {
  const { client, config } = useAuth();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const origin = window.location.origin;
  const decision = useMemo(
    () => decideLogin(query, sessionStorage, { idpUrl: config.idpUrl, origin }),
    [query, config.idpUrl, origin],
  );
  const recoveryToken = decision.kind === 'widget' ? decision.recoveryToken : undefined;
  const recovery = useRecoveryFeatures(config.idpUrl);
  const settings = useMemo(
    () =>
      buildWidgetSettings({
        config,
        authClient: client,
        ...(recoveryToken ? { recoveryToken } : {}),
        recovery,
        onRegister: () => void navigate('/welcome'),
      }),
    [config, client, recoveryToken, recovery, navigate],
  );

  useEffect(() => {
    if (decision.kind !== 'external-redirect') return;
    sessionStorage.setItem(EXTERNAL_APP_FLAG_KEY, '1');
    window.location.assign(decision.url);
  }, [decision]);

  return (
    <PublicLayout>
      {decision.kind === 'external-redirect' && <ExternalRedirect />}
      {decision.kind === 'session-closed' && <SessionClosed />}
      {decision.kind === 'widget' && recovery !== undefined && <SignIn settings={settings} origin={origin} />}
    </PublicLayout>
  );
}

function SignIn(props: Parameters<typeof SignInWidgetHost>[0]) {
  useDocumentTitle('Accesso');
  return (
    <section aria-labelledby="page-title" className="sign-in">
      <h1 id="page-title" className="visually-hidden">
        Accesso alla Suite Compliance
      </h1>
      <SignInWidgetHost {...props} />
    </section>
  );
}

function ExternalRedirect() {
  useDocumentTitle('Accesso in corso');
  return (
    <>
      <h1 id="page-title">Accesso in corso</h1>
      <p role="status">Reindirizzamento in corso…</p>
    </>
  );
}
