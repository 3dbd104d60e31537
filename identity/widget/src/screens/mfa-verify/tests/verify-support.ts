import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDP } from '../../../test-support/fake-idp.ts';
import { RECORDED, copyOf } from '../../../test-support/recorded.ts';

/** What the verify tests share: MFA_REQUIRED and MFA_CHALLENGE in the shapes our IdP answers, and signing in. */
export const post = { hints: { allow: ['POST'] } };
export const authn = (path: string) => `${IDP}/api/v1/authn${path}`;
const recordedTotp = RECORDED.requiredTotp.body._embedded.factors[0]!;

/** One factor of MFA_REQUIRED as our IdP lists it (derived from the recorded TOTP factor): its verify link. */
export function factorOf(id: string, provider: string, factorType: string, profile: object = {}) {
  return {
    ...structuredClone(recordedTotp),
    id,
    provider,
    vendorName: provider,
    factorType,
    profile,
    _links: { verify: { href: authn(`/factors/${id}/verify`), ...post } },
  };
}

type Body = ReturnType<typeof copyOf<(typeof RECORDED)['requiredTotp']['body']>>;

/** The recorded MFA_REQUIRED with `factors` instead of its one TOTP factor, and `policy` merged over its policy. */
export function mfaRequired(factors: Array<ReturnType<typeof factorOf>>, policy: object = {}): Body {
  const body = copyOf(RECORDED.requiredTotp);
  body._embedded.factors = factors as Body['_embedded']['factors'];
  body._embedded.policy = { ...body._embedded.policy, ...policy };
  return body;
}

/**
 * The MFA_CHALLENGE our IdP answers for factor `id` of `required` (authn-challenge.responses.ts): the factor with
 * its `_embedded` (a WebAuthn challenge), `factorResult` (push, FIDO), `next` named `poll` while WAITING else
 * `verify`, `prev`, `cancel`, and `resend[push]` for push.
 */
export function mfaChallenge(
  required: Body,
  id: string,
  factorResult?: string,
  embedded?: Record<string, unknown>,
) {
  const factor = required._embedded.factors.find((f) => f.id === id)!;
  const verify = authn(`/factors/${id}/verify`);
  return {
    status: 'MFA_CHALLENGE',
    stateToken: required.stateToken,
    expiresAt: required.expiresAt,
    ...(factorResult ? { factorResult } : {}),
    _embedded: {
      user: required._embedded.user,
      factor: { ...factor, _links: undefined, ...(embedded ? { _embedded: embedded } : {}) },
      policy: required._embedded.policy,
    },
    _links: {
      next: { name: factorResult === 'WAITING' ? 'poll' : 'verify', href: verify, ...post },
      prev: { href: authn('/previous'), ...post },
      cancel: { href: authn('/cancel'), ...post },
      ...(factor.factorType === 'push'
        ? { resend: [{ name: 'push', href: `${verify}/resend`, ...post }] }
        : {}),
    },
  };
}

/** Signs Giulia in with her password (the fake IdP answers MFA_REQUIRED). */
export async function signIn(user = userEvent.setup()) {
  await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
  await user.type(screen.getByLabelText('Password'), 'Compliance!2026');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}
