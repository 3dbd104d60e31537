import type { AuthTransaction } from '@identity/client';

/**
 * Where a generic SAML / OIDC factor continues (spec §2 "Custom factor: redirects to the next link after
 * enrolment", §4 "Custom-factor verify redirects away"): the `next` link of the IdP's answer to its verify or enrol
 * call, the identity provider's sign-in. Undefined when the answer has none (it is then routed as usual).
 */
export function customFactorRedirect(tx: AuthTransaction): string | undefined {
  const next = tx.data._links?.['next'];
  const href = next && !Array.isArray(next) ? next.href : undefined;
  return tx.status === 'MFA_CHALLENGE' || tx.status === 'MFA_ENROLL_ACTIVATE' ? href : undefined;
}

/**
 * Runs a generic factor's verify or enrol call: the browser goes to the identity provider the answer names, or the
 * answer goes to the shell (`transition`) when it names none.
 */
export async function continueCustomFactor(
  call: Promise<AuthTransaction>,
  transition: (call: Promise<AuthTransaction>) => Promise<void>,
): Promise<void> {
  const tx = await call;
  const href = customFactorRedirect(tx);
  if (href) window.location.assign(href);
  else await transition(Promise.resolve(tx));
}
