import { useRef, useState, type FormEvent } from 'react';
import type { PrimaryAuthRequest } from '@identity/contracts';
import { bannerMessage, type WidgetError } from '../../i18n/error-keys.ts';
import { getCookie, removeCookie, setCookie, USERNAME_COOKIE } from '../../lib/cookies.ts';
import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { prepareCredentials, validateCredentials, type FieldErrors } from './credentials.ts';
import { HelpFooter } from './help-footer.tsx';
import { PasswordField } from './password-field.tsx';
import { SignupAndSupport } from './signup-and-support.tsx';

/** Form submit throttle, ms (spec §9). */
export const SUBMIT_THROTTLE_MS = 200;
/** Lifetime of the `ln` remembered-username cookie, days (spec §9). */
export const REMEMBER_DAYS = 365;

type Props = ScreenProps<Extract<Route, { name: 'primary-auth' }>>;

/**
 * Primary sign-in (spec §2 "Primary sign-in", §4 "Primary sign-in sequence", §5 "Sign-in"): one call,
 * `client.signIn`, handed to the shell, which routes on the result.
 */
export function PrimaryAuth({ route, client, settings, t, actions }: Props) {
  const { features } = settings;
  const remembered = features.rememberMe ? getCookie(USERNAME_COOKIE) : undefined;
  const [username, setUsername] = useState(settings.username ?? remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(Boolean(remembered));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<WidgetError | undefined>();
  const [busy, setBusy] = useState(false);
  const lastSubmit = useRef(Number.NEGATIVE_INFINITY);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const now = Date.now();
    if (busy || now - lastSubmit.current < SUBMIT_THROTTLE_MS) return;
    lastSubmit.current = now;
    const errors = validateCredentials(username, password, features.passwordlessAuth);
    setFieldErrors(errors);
    if (errors.username || errors.password) {
      (errors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    setServerError(undefined);
    try {
      const creds = await prepareCredentials(username, password, settings);
      const request = {
        username: creds.username,
        ...(features.passwordlessAuth ? {} : { password: creds.password }),
        ...(settings.relayState ? { relayState: settings.relayState } : {}),
        options: {
          warnBeforePasswordExpired: true,
          multiOptionalFactorEnroll: features.multiOptionalFactorEnroll,
        },
      } as PrimaryAuthRequest;
      // As 2.21.0 does: the remember-me choice is stored when the credentials are sent.
      if (features.rememberMe) {
        if (remember) setCookie(USERNAME_COOKIE, username, REMEMBER_DAYS);
        else removeCookie(USERNAME_COOKIE);
      }
      await actions.transition(client.signIn(request));
    } catch (err) {
      setServerError(err as WidgetError);
    } finally {
      setBusy(false);
    }
  };

  const banner = serverError ? bannerMessage(serverError, t) : route.flash ? t(route.flash) : undefined;
  return (
    <form className="siw-form primary-auth" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <h2 className="siw-title">{t('primaryauth.title')}</h2>
      <ErrorBanner message={banner} />
      <TextField
        id="okta-signin-username"
        name="username"
        label={t('primaryauth.username.placeholder')}
        title={t('primaryauth.username.tooltip')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={fieldErrors.username && t(fieldErrors.username)}
        inputRef={usernameRef}
        disabled={busy}
      />
      {features.passwordlessAuth ? null : (
        <PasswordField
          value={password}
          onChange={setPassword}
          error={fieldErrors.password && t(fieldErrors.password)}
          t={t}
          showToggle={features.showPasswordToggleOnSignInPage}
          onReveal={() => actions.emit('passwordRevealed')}
          inputRef={passwordRef}
          disabled={busy}
        />
      )}
      {features.rememberMe ? (
        <div className="siw-check">
          <input
            id="okta-signin-remember"
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          <label htmlFor="okta-signin-remember">{t('remember')}</label>
        </div>
      ) : null}
      <button type="submit" className="siw-button siw-primary" id="okta-signin-submit" disabled={busy}>
        {t(features.passwordlessAuth ? 'oform.next' : 'primaryauth.submit')}
      </button>
      <HelpFooter settings={settings} t={t} actions={actions} />
      <SignupAndSupport settings={settings} t={t} actions={actions} />
    </form>
  );
}
