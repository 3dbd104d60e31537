import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp, IDP, type SeenRequest } from '../../../test-support/fake-idp.ts';
import { ENROLL } from '../../../test-support/recorded-enroll.ts';

type Answer = { status: number; body: unknown };

/**
 * The fake IdP of the enrolment tests: primary authentication answers the recorded MFA_ENROLL with every factor
 * optional; `route` answers the rest (recorded answers too), undefined → the IdP's 404.
 */
export function enrolIdp(route: (req: SeenRequest) => Answer | undefined) {
  return fakeIdp((r) => (r.url === `${IDP}/api/v1/authn` ? ENROLL.mfaEnrollAll : route(r)));
}

/** Signs Giulia in and opens the setup of the factor whose row reads `label` on the choices page. */
export async function openSetup(label: string, user = userEvent.setup()) {
  await user.type(await screen.findByLabelText('Username'), 'giulia.rossi@example.com');
  await user.type(screen.getByLabelText('Password'), 'Compliance!2026');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await user.click(await screen.findByRole('button', { name: `Setup ${label}` }));
  return user;
}

/** Waits past the form's 200 ms submit throttle (spec §9) between two submits of one form. */
export { afterSubmitThrottle as pastThrottle } from '../../../test-support/submit-throttle.ts';

export const STATE_TOKEN = ENROLL.mfaEnrollAll.body.stateToken;
