import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_ERRORS, href } from '../admin/admin.schema.ts';
import { ApiError } from '../errors.ts';
import type { Services } from '../services.ts';
import { notFound, requireUser } from './factor-route-lookups.ts';
import type { UserFactor } from './factors.service.ts';
import { createPushTransactions, type PushTransactionState } from './push-transactions.ts';

/** `{userId, factorId, transactionId}` of `…/factors/{factorId}/transactions/{transactionId}`. */
const TransactionParams = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 64 }),
  factorId: Type.String({ minLength: 1, maxLength: 64 }),
  transactionId: Type.String({ minLength: 1, maxLength: 64 }),
});

/** A Factors API push transaction as Okta answers it: the result, and while WAITING its expiry and links. */
export const PushTransactionSchema = Type.Object({
  factorResult: Type.String(),
  expiresAt: Type.Optional(Type.String()),
  _links: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** The answer for `state`: while WAITING, `poll` (GET) and `cancel` (DELETE) on the transaction's URL. */
export function pushTransactionBody(issuer: string, path: string, state: PushTransactionState) {
  if (state.factorResult !== 'WAITING') return { factorResult: state.factorResult };
  return { ...state, _links: { poll: href(issuer, path, ['GET']), cancel: href(issuer, path, ['DELETE']) } };
}

/** The URL path of one push transaction. */
export const transactionPath = (userId: string, factorId: string, transactionId: string) =>
  `/api/v1/users/${userId}/factors/${factorId}/transactions/${transactionId}`;

/**
 * The user's ACTIVE push factor `factorId`.
 * @throws ApiError 404 E0000007 (no such user or factor), 400 E0000001 (not a push factor, or not active).
 */
export async function requireActivePush(services: Services, userId: string, factorId: string) {
  const user = await requireUser(services.users, userId);
  const factor = await services.factors.get(user.id, factorId);
  if (!factor) throw notFound(factorId, 'UserFactor');
  if (factor.factorType !== 'push' || factor.status !== 'ACTIVE') {
    throw new ApiError('validation', {
      params: { '0': 'factorId' },
      causes: [{ errorSummary: 'factorId: the factor is not an active push factor', property: 'factorId' }],
    });
  }
  return { user, factor: factor as UserFactor };
}

/**
 * Push verification through the Okta Factors API (Okta Verify push challenge; the verify call itself is
 * `POST /api/v1/users/{userId}/factors/{factorId}/verify` without a body, factor-enrolment.routes.ts, answering
 * 201 WAITING with `_links.poll` and `_links.cancel`):
 * - `GET /api/v1/users/{userId}/factors/{factorId}/transactions/{transactionId}`: 200 `{factorResult}`: WAITING (with
 *   `expiresAt` and the links), SUCCESS (the device approved), REJECTED, TIMEOUT (unanswered for
 *   PUSH_CHALLENGE_SECONDS), or CANCELLED (withdrawn by the DELETE below);
 * - `DELETE` the same URL: withdraws a waiting push (the device no longer shows it, an answer is refused); 204. The
 *   poll then answers CANCELLED. A finished one keeps its result.
 * Errors: 404 E0000007 for an unknown user, factor or transaction; 400 E0000001 when the factor is not an active
 * push factor. Needs an API token (management API).
 */
export async function pushTransactionsRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const transactions = createPushTransactions(services.db, services.config);
  const schema = { params: TransactionParams, response: { 200: PushTransactionSchema, ...ADMIN_ERRORS } };

  app.get(
    '/api/v1/users/:userId/factors/:factorId/transactions/:transactionId',
    { schema },
    async (request) => {
      const { userId, factorId, transactionId } = request.params;
      const { factor } = await requireActivePush(services, userId, factorId);
      const state = await transactions.state(factor, transactionId);
      if (!state) throw notFound(transactionId, 'Transaction');
      return pushTransactionBody(
        services.config.issuer,
        transactionPath(userId, factorId, transactionId),
        state,
      );
    },
  );

  app.delete(
    '/api/v1/users/:userId/factors/:factorId/transactions/:transactionId',
    { schema: { params: TransactionParams, response: { 204: Type.Null(), ...ADMIN_ERRORS } } },
    async (request, reply) => {
      const { userId, factorId, transactionId } = request.params;
      const { factor } = await requireActivePush(services, userId, factorId);
      if (!(await transactions.cancel(factor, transactionId))) throw notFound(transactionId, 'Transaction');
      return reply.code(204).send(null);
    },
  );
}
