import type { Link, Links } from '@identity/contracts';
import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { Form, SubmitButton, useForm } from '../../ui/index.ts';

const single = (links: Links | undefined, name: string): Link | undefined => {
  const link = links?.[name];
  return link && !Array.isArray(link) ? link : undefined;
};

/** The client's logo, linking to its home page in a new tab (without `window.opener`) when it has one. */
function ClientLogo({
  label,
  logo,
  home,
  t,
}: {
  label: string;
  logo?: string;
  home?: string;
  t: ScreenProps['t'];
}) {
  if (!logo) return null;
  if (!home) return <img className="consent-client-logo" src={logo} alt={label} />;
  return (
    <a className="consent-client-link" href={home} target="_blank" rel="noopener noreferrer">
      <img className="consent-client-logo" src={logo} alt={t('consent.required.logo', label)} />
    </a>
  );
}

/**
 * Consent (spec §2 "signin/consent", §4 CONSENT_REQUIRED with feature `consent`): the application's logo (a link
 * to its client URI in a new tab), what it asks for (each scope's display name and description), "Allow Access"
 * (one call: `consent({consent: {expiresAt, scopes}})` with every requested scope) and "Don't Allow", which cancels
 * the transaction and then runs the host's `consent.cancel`.
 */
export default function Consent({
  transaction,
  settings,
  t,
  actions,
}: ScreenProps<Extract<Route, { name: 'consent' }>>) {
  // The raw body: the SDK turns `_links` into methods, and these links are data (the logo, the home page).
  const target = transaction?.data._embedded?.target;
  const scopes = transaction?.data._embedded?.scopes ?? [];
  const label = target?.label ?? target?.name ?? '';
  const logo = single(target?._links, 'logo')?.href;
  const home = single(target?._links, 'client-uri')?.href;
  const form = useForm({
    initialValues: {},
    t,
    submit: async () => {
      if (!transaction?.consent) return;
      const consent = { expiresAt: transaction.expiresAt ?? '', scopes: scopes.map((s) => s.name) };
      await actions.transition(transaction.consent({ consent }));
    },
  });
  return (
    <Form form={form} className="consent-required" title={t('consent.required.text', label)}>
      <ClientLogo label={label} t={t} {...(logo ? { logo } : {})} {...(home ? { home } : {})} />
      <ul className="consent-scopes" aria-label={t('consent.required.scopes')}>
        {scopes.map((scope) => (
          <li key={scope.name} className="consent-scope">
            <span className="consent-scope-name">{scope.displayName ?? scope.name}</span>
            {scope.description ? (
              <span className="consent-scope-description">{scope.description}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="siw-text">{t('consent.required.description')}</p>
      <SubmitButton form={form}>{t('consent.required.consentButton')}</SubmitButton>
      <button
        type="button"
        className="siw-button siw-secondary consent-cancel"
        disabled={form.busy}
        onClick={() => actions.cancel(settings.consent?.cancel)}
      >
        {t('consent.required.cancelButton')}
      </button>
    </Form>
  );
}
