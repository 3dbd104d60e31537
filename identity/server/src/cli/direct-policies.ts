import { passwordPolicyInput, passwordPolicyObject } from '../policies/password-policies.routes.ts';
import { mfaPolicyObject } from '../policies/policies.routes.ts';
import { recoveryPolicyObject, recoveryPolicyPatch } from '../recovery/recovery-policy.routes.ts';
import {
  registrationPolicyObject,
  registrationPolicyPatch,
} from '../registration/registration-policy.routes.ts';
import type { Services } from '../services.ts';
import { CLI_CONTEXT, notFound } from './direct-users.ts';
import type { Operator } from './operator.ts';

/**
 * Multi-factor and password policies of the operator over the services: the policies services (which audit,
 * with the system as the actor) and the routes' presenters, so the answers are those of `/api/v1/mfa-policies`
 * and `/api/v1/password-policies`.
 */
export function directPolicies({
  policies,
  passwordPolicies,
  recoveryPolicy,
  registrationPolicy,
  config,
}: Services): Pick<Operator, 'policies'> {
  return {
    policies: {
      list: async () => (await policies.list()).map((p) => mfaPolicyObject(config.issuer, p)),
      setMfa: async (groupId, body) => {
        const saved = await policies.set(groupId, body, CLI_CONTEXT);
        if (!saved) throw notFound(groupId, 'UserGroup');
        return mfaPolicyObject(config.issuer, saved);
      },
      listPassword: async () =>
        (await passwordPolicies.list()).map((p) => passwordPolicyObject(config.issuer, p)),
      setPassword: async (groupId, body) => {
        const saved = await passwordPolicies.set(groupId, passwordPolicyInput(body), CLI_CONTEXT);
        if (!saved) throw notFound(groupId, 'UserGroup');
        return passwordPolicyObject(config.issuer, saved);
      },
      getRecovery: async () => recoveryPolicyObject(config.issuer, await recoveryPolicy.get()),
      setRecovery: async (body) =>
        recoveryPolicyObject(config.issuer, await recoveryPolicy.set(recoveryPolicyPatch(body), CLI_CONTEXT)),
      getRegistration: async () => registrationPolicyObject(config.issuer, await registrationPolicy.get()),
      setRegistration: async (body) =>
        registrationPolicyObject(
          config.issuer,
          await registrationPolicy.set(registrationPolicyPatch(body), CLI_CONTEXT),
        ),
    },
  };
}
