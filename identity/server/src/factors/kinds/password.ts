import { InputError } from '../../errors.ts';
import { verifyPassword } from '../../users/password.ts';
import type { FactorAnswer, FactorKind, KindContext } from './kind.ts';

async function matches(ctx: KindContext, given: string | undefined): Promise<boolean> {
  const hash = await ctx.passwordHash();
  return Boolean(hash && given && (await verifyPassword(hash, given)));
}

/**
 * `password` / OKTA: the user's own password as a factor (the reference lists it among the factors of
 * MFA_REQUIRED, for policies that sequence factors). Enrolment proves the current password (`profile.password`)
 * and is complete at once; verify with `password` (or `passCode`). Nothing is stored beside the password.
 * @throws InputError (400 E0000001) at enrolment when the password is not the user's.
 */
export const passwordKind: FactorKind = {
  factorType: 'password',
  provider: 'OKTA',
  policyKnobs: ['enrollment'],
  async enroll(ctx, profile) {
    const given = typeof profile.password === 'string' ? profile.password : undefined;
    if (!(await matches(ctx, given))) throw new InputError('Enter your current password.', 'password');
    return { profile: {}, secret: '', status: 'ACTIVE' };
  },
  activate: async () => 'INVALID',
  async verify(ctx, _factor, answer: FactorAnswer) {
    return (await matches(ctx, answer.password ?? answer.passCode)) ? 'SUCCESS' : 'INVALID';
  },
};
