import { deleteCookie, getCookie, setCookie } from '@identity/client';
import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { Form, SubmitButton, TextField, useForm } from '../../ui/index.ts';
import { REMEMBER_DAYS, USERNAME_COOKIE } from '../primary-auth/remembered-username.ts';
import { SignupAndSupport } from '../primary-auth/signup-and-support.tsx';
import { SocialAuth } from '../primary-auth/social-auth.tsx';

type Props = ScreenProps<Extract<Route, { name: 'idp-discovery' }>>;

/** `okta:idp:type` of the IdP's own directory in a WebFinger link. */
const OWN_DIRECTORY = 'OKTA';

/**
 * IdP discovery (spec §2 "Primary sign-in and discovery", §4 and §7 "Discovery"; feature `idpDiscovery`): a username
 * (prefilled from the remember-me cookie), remember me, Next, the social buttons and the sign-up link. Next asks
 * `client.webfinger` for `okta:acct:{username}` with `idpDiscovery.requestContext`: our own directory goes on to
 * primary sign-in with the username; any other provider gets the browser at the link's `href` (with `login_hint` and
 * `fromURI`). A failed lookup deletes the remembered-username cookie and shows the error in the banner.
 */
export default function IdpDiscovery({ client, settings, t, actions }: Props) {
  const { features } = settings;
  const remembered = features.rememberMe ? getCookie(USERNAME_COOKIE) : undefined;
  const form = useForm({
    initialValues: { username: settings.username ?? remembered ?? '', remember: Boolean(remembered) },
    t,
    validate: ({ username }) => (username.trim() ? {} : { username: 'error.username.required' }),
    focusAfterSubmit: 'username',
    submit: async ({ username, remember }) => {
      const name = username.trim();
      let answer;
      try {
        answer = await client.webfinger({
          resource: `okta:acct:${name}`,
          ...(settings.idpDiscovery?.requestContext
            ? { requestContext: settings.idpDiscovery.requestContext }
            : {}),
        });
      } catch (err) {
        deleteCookie(USERNAME_COOKIE);
        throw err;
      }
      if (features.rememberMe) {
        if (remember) {
          setCookie(USERNAME_COOKIE, name, new Date(Date.now() + REMEMBER_DAYS * 86_400_000).toISOString());
        } else if (remembered === name) deleteCookie(USERNAME_COOKIE);
      }
      const link = answer.links[0];
      if (!link || link.properties['okta:idp:type'] === OWN_DIRECTORY) {
        actions.go({ name: 'primary-auth', username: name });
      } else {
        window.location.assign(link.href);
      }
    },
  });
  const above = settings.idpDisplay === 'PRIMARY';
  return (
    <Form form={form} className="idp-discovery" title={t('primaryauth.title')}>
      {above ? <SocialAuth position="above" {...{ settings, t, client, actions }} /> : null}
      <TextField
        id="idp-discovery-username"
        label={t('primaryauth.username.placeholder')}
        title={t('primaryauth.username.tooltip')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('username')}
      />
      {features.rememberMe ? (
        <div className="siw-check">
          <input
            id="idp-discovery-remember"
            type="checkbox"
            checked={form.values.remember}
            onChange={(e) => form.setValue('remember', e.target.checked)}
          />
          <label htmlFor="idp-discovery-remember">{t('remember')}</label>
        </div>
      ) : null}
      <SubmitButton form={form} id="idp-discovery-submit">
        {t('oform.next')}
      </SubmitButton>
      {above ? null : <SocialAuth position="below" {...{ settings, t, client, actions }} />}
      <SignupAndSupport settings={settings} t={t} actions={actions} />
    </Form>
  );
}
