import { ApiError, InputError } from '../errors.ts';
import type { Services } from '../services.ts';
import { directFactors } from './direct-factors.ts';
import { directOutbox } from './direct-outbox.ts';
import { directPolicies } from './direct-policies.ts';
import { directIdps } from './direct-idps.ts';
import { directResources } from './direct-resources.ts';
import { directUsersAndGroups, notFound } from './direct-users.ts';
import { OperatorError, type Operator } from './operator.ts';

/** A service's refusal as the management API would answer it (the error registry's body); others unchanged. */
export function asOperatorError(err: unknown): unknown {
  if (err instanceof ApiError) return new OperatorError(err.statusCode, err.toBody());
  if (err instanceof InputError) {
    const api = err.toApiError();
    return new OperatorError(api.statusCode, api.toBody());
  }
  return err;
}

type Methods = Record<string, (...args: never[]) => Promise<unknown>>;

/** Users' consents over the consent-grants service (an unknown user is 404 E0000007, as the API answers). */
function directGrants(services: Services): Pick<Operator['users'], 'grants' | 'revokeGrants'> {
  const grants = services.consentGrants;
  return {
    grants: async (id) => (await grants.list(id)) ?? Promise.reject(notFound(id, 'User')),
    revokeGrants: async (id, clientId) => {
      if ((await grants.revokeAll(id, clientId)) === null) throw notFound(id, 'User');
    },
  };
}

/** The same groups of methods, each turning the services' refusals into `OperatorError`s. */
function guarded<T extends Record<string, Methods>>(groups: T): T {
  const out: Record<string, Methods> = {};
  for (const [group, methods] of Object.entries(groups)) {
    out[group] = Object.fromEntries(
      Object.entries(methods).map(([name, fn]) => [
        name,
        async (...args: never[]) => {
          try {
            return await fn(...args);
          } catch (err) {
            throw asOperatorError(err);
          }
        },
      ]),
    );
  }
  return out as T;
}

/**
 * The operator over the services of an open database (the CLI when no server answers): the same services and
 * presenters the management routes use, the system as the actor of its audit events, and the error registry's
 * bodies for refusals, so a command cannot tell it from the HTTP operator.
 */
export function createDirectOperator(services: Services): Operator {
  const usersAndGroups = directUsersAndGroups(services);
  return guarded({
    ...usersAndGroups,
    users: { ...usersAndGroups.users, ...directFactors(services), ...directGrants(services) },
    ...directResources(services),
    ...directPolicies(services),
    ...directOutbox(services),
    ...directIdps(services),
  });
}
