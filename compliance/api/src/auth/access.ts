import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@compliance/shared';
import { ApiError } from '../errors.ts';

/** Every role may read the master data (operators only their branch's share of it). */
export const READ_ROLES: readonly Role[] = [
  'aml-officers',
  'reports-delegates',
  'operators',
  'auditors',
  'administrators',
];

/**
 * preHandler (after requireAuth) that lets the request through only when the principal holds one of `roles`
 * (the token's `groups`). @throws ApiError 403 E0000006 otherwise.
 */
export function requireRole(roles: readonly Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const held = request.principal?.roles ?? [];
    if (!held.some((r) => (roles as readonly string[]).includes(r))) {
      throw new ApiError('E0000006', {
        causes: [`Questa operazione richiede uno dei ruoli: ${roles.join(', ')}.`],
      });
    }
  };
}

/** Whether the principal's data is limited to one branch: operators with no wider role. */
export function isBranchScoped(roles: readonly string[]): boolean {
  const wider = READ_ROLES.filter((r) => r !== 'operators') as readonly string[];
  return roles.includes('operators') && !roles.some((r) => wider.includes(r));
}
