import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PrimaryAuthRequest } from '@identity/contracts';
import { bannerMessage, fieldErrorsOf, type WidgetError } from '../../i18n/error-keys.ts';
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
type Field = 'username' | 'password';

/**
 * Primary sign-in (spec §2 "Primary sign-in", §4 "Primary sign-in sequence", §5 "Sign-in"): one call,
 * `client.signIn`, handed to the shell, which routes on the result. The shell keeps this page mounted when
 * it routes back here (lock-out, expired session): a new `route` object with a `flash` shows in the banner.
 * Server field errors (§5 "Form behaviour") mark their input; when the call ends and the form is enabled
 * again, focus goes to the field in error, else the password (username in passwordless mode), WCAG 2.4.3.
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
  // The route whose flash the user has already acted on (a later route object brings a new flash).
  const [flashDismissedFor, setFlashDismissedFor] = useState<Props['route'] | undefined>();
  const focusAfterCall = useRef<Field | undefined>(undefined);
  const lastSubmit = useRef(Number.NEGATIVE_INFINITY);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (busy || !focusAfterCall.current) return;
    const field = focusAfterCall.current;
    focusAfterCall.current = undefined;
    (field === 'username' ? usernameRef : passwordRef).current?.focus();
  }, [busy]);

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
    setFlashDismissedFor(route);
    focusAfterCall.current = features.passwordlessAuth ? 'username' : 'password';
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
      const error = err as WidgetError;
      // An error the shell answered by routing here with a flash (E0000011) shows as that flash.
      if (!error.routed) setServerError(error);
      const fields = error.routed ? {} : fieldErrorsOf(error, t);
      if (fields.username !== undefined) focusAfterCall.current = 'username';
      else if (fields.password !== undefined && !features.passwordlessAuth)
        focusAfterCall.current = 'password';
    } finally {
      setBusy(false);
    }
  };

  const flash = flashDismissedFor === route ? undefined : route.flash;
  const banner = serverError ? bannerMessage(serverError, t) : flash ? t(flash) : undefined;
  const serverFields = serverError ? fieldErrorsOf(serverError, t) : {};
  const fieldError = (field: Field) => (fieldErrors[field] ? t(fieldErrors[field]) : serverFields[field]);
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
        error={fieldError('username')}
        inputRef={usernameRef}
        disabled={busy}
      />
      {features.passwordlessAuth ? null : (
        <PasswordField
          value={password}
          onChange={setPassword}
          error={fieldError('password')}
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
