import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { ADMIN_ERRORS, actionContext, notFound } from '../admin/admin-replies.ts';
import type { Services } from '../services.ts';
import { userTypeId } from './managed-user.ts';
import { userObject } from './user-object.ts';
import { LIFECYCLE_OPERATIONS, type LifecycleOperation } from './user-status.ts';
import type { LifecycleResult } from './users-lifecycle.service.ts';
import {
  ActivationSchema,
  LifecycleQuerySchema,
  ResetPasswordSchema,
  UserParamsSchema,
  UserSchema,
} from './users.schema.ts';

/** What each operation answers with 200 (Okta): a link object, the user, or `{}`. */
const RESPONSES: Record<LifecycleOperation, TSchema> = {
  activate: ActivationSchema,
  reset_password: ResetPasswordSchema,
  expire_password: UserSchema,
  deactivate: Type.Object({}),
  suspend: Type.Object({}),
  unsuspend: Type.Object({}),
  unlock: Type.Object({}),
};

/**
 * User lifecycle (Okta Management API): `POST /api/v1/users/{id}/lifecycle/{activate|deactivate|suspend|
 * unsuspend|unlock|reset_password|expire_password}`, one route each (an unknown operation is a 404).
 * `activate` and `reset_password` take `sendEmail` (default true: the link goes out through the outbox and
 * the answer is `{}`; false: the answer carries `activationUrl` + `activationToken` / `resetPasswordUrl`);
 * `reset_password` takes `revokeSessions`. `expire_password` answers the user; the others `{}`.
 * Errors per status (users/user-status.ts): 403 E0000016, 400 E0000001, 403 E0000032, 403 E0000038; 404 E0000007.
 */
export async function usersLifecycleRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { users, config } = services;
  const typeId = userTypeId(config.issuer);

  const answer = (op: LifecycleOperation, result: LifecycleResult) => {
    if (op === 'expire_password') return userObject(config.issuer, typeId, result.user);
    if (op === 'activate') return result.activation ?? {};
    if (op === 'reset_password')
      return result.resetPasswordUrl ? { resetPasswordUrl: result.resetPasswordUrl } : {};
    return {};
  };

  for (const op of LIFECYCLE_OPERATIONS) {
    app.post(
      `/api/v1/users/:userId/lifecycle/${op}`,
      {
        schema: {
          params: UserParamsSchema,
          querystring: LifecycleQuerySchema,
          response: { 200: RESPONSES[op], ...ADMIN_ERRORS },
        },
      },
      async (request) => {
        const { userId } = request.params;
        const user = await users.admin.get(userId);
        const result =
          user && (await users.lifecycle.run(user.id, op, request.query, actionContext(request)));
        if (!result) throw notFound(userId, 'User');
        return answer(op, result);
      },
    );
  }
}
