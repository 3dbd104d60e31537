import { deleteCookie, getCookie, setCookie } from '@identity/client';
import type { PrimaryAuthRequest } from '@identity/contracts';
import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { Form, SubmitButton, useForm } from '../../ui/form/index.ts';
import { PasswordJammer } from '../../ui/password-jammer.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { prepareCredentials, validateCredentials } from './credentials.ts';
import { HelpFooter } from './help-footer.tsx';
import { PasswordField } from './password-field.tsx';
import { SignupAndSupport } from './signup-and-support.tsx';
import { SocialAuth } from './social-auth.tsx';
import { useExtras } from './use-extras.ts';

import { REMEMBER_DAYS, USERNAME_COOKIE } from './remembered-username.ts';

export { REMEMBER_DAYS, USERNAME_COOKIE };
const DAY_MS = 86_400_000;

type Props = ScreenProps<Extract<Route, { name: 'primary-auth' }>>;

/**
 * Primary sign-in (spec §2 "Primary sign-in", §4 "Primary sign-in sequence", §5 "Sign-in"): one call,
 * `client.signIn`, handed to the shell, which routes on the result; in a step-up transaction (UNAUTHENTICATED with
 * a target, spec §4) it is the transaction's `authenticate` link instead, which keeps the state token. The shell keeps this page mounted when
 * it routes back here (lock-out, expired session): a new `route` object with a `flash` shows in the banner.
 * The form kit maps server field errors to the inputs and, when the call ends, puts focus on the field in
 * error, else the password (username in passwordless mode), WCAG 2.4.3.
 */
export function PrimaryAuth({ route, transaction, client, settings, t, actions }: Props) {
  const { features } = settings;
  const remembered = features.rememberMe ? getCookie(USERNAME_COOKIE) : undefined;
  const extras = useExtras(settings);
  const form = useForm({
    initialValues: {
      username: route.username ?? settings.username ?? remembered ?? '',
      password: '',
      remember: Boolean(remembered),
    },
    t,
    validate: ({ username, password }) => validateCredentials(username, password, features.passwordlessAuth),
    focusAfterSubmit: features.passwordlessAuth ? 'username' : 'password',
    notice: { message: route.flash ? t(route.flash) : undefined, id: route },
    submit: async ({ username, password, remember }) => {
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
      // As 2.21.0 does (LoginModel.setUsernameCookie): when the credentials are sent, a remembered username is
      // stored as transformUsername made it; unticking forgets it only when it is this user's (others may sign
      // in once without removing it).
      if (features.rememberMe) {
        if (remember)
          setCookie(
            USERNAME_COOKIE,
            creds.username,
            new Date(Date.now() + REMEMBER_DAYS * DAY_MS).toISOString(),
          );
        else if (remembered === creds.username) deleteCookie(USERNAME_COOKIE);
      }
      // Spec §4 "Primary sign-in sequence": typing pattern and device fingerprint (failures ignored) go as headers.
      const headers = extras ? await extras.headers() : undefined;
      // Step-up: the SDK's link actions take a body only, so these headers go with a new sign-in alone.
      const stepUp = transaction?.status === 'UNAUTHENTICATED' ? transaction.authenticate : undefined;
      await actions.transition(stepUp ? stepUp(request) : client.signIn(request, headers && { headers }));
    },
  });
  // Spec §3 idpDisplay: the social and custom buttons above the form (PRIMARY) or below it (SECONDARY).
  const above = settings.idpDisplay === 'PRIMARY';
  return (
    <Form form={form} className="primary-auth" title={t('primaryauth.title')}>
      {above ? <SocialAuth position="above" {...{ settings, t, client, actions }} /> : null}
      {extras ? <extras.Extras username={form.values.username} t={t} /> : null}
      <TextField
        id="okta-signin-username"
        label={t('primaryauth.username.placeholder')}
        title={t('primaryauth.username.tooltip')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('username')}
      />
      {features.passwordlessAuth || !features.preventBrowserFromSavingOktaPassword ? null : (
        <PasswordJammer />
      )}
      {features.passwordlessAuth ? null : (
        <PasswordField
          noSave={features.preventBrowserFromSavingOktaPassword}
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          error={form.errorOf('password')}
          t={t}
          showToggle={features.showPasswordToggleOnSignInPage}
          onReveal={() => actions.emit('passwordRevealed')}
          inputRef={form.inputRef('password')}
          disabled={form.busy}
        />
      )}
      {features.rememberMe ? (
        <div className="siw-check">
          <input
            id="okta-signin-remember"
            type="checkbox"
            checked={form.values.remember}
            onChange={(e) => form.setValue('remember', e.target.checked)}
          />
          <label htmlFor="okta-signin-remember">{t('remember')}</label>
        </div>
      ) : null}
      <SubmitButton form={form} id="okta-signin-submit">
        {t(features.passwordlessAuth ? 'oform.next' : 'primaryauth.submit')}
      </SubmitButton>
      {above ? null : <SocialAuth position="below" {...{ settings, t, client, actions }} />}
      <HelpFooter settings={settings} t={t} actions={actions} />
      <SignupAndSupport settings={settings} t={t} actions={actions} />
    </Form>
  );
}
