import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBodySchema, SecurityQuestionSchema } from '@identity/contracts/schemas';
import { ApiError } from '../errors.ts';
import type { UsersService } from '../users/users.service.ts';
import { UserParamsSchema } from './factors.schema.ts';
import { SECURITY_QUESTIONS } from './kinds/question.ts';

/**
 * `GET /api/v1/users/{userId}/factors/questions`: the security questions the user may choose for the
 * `question` factor (`[{question, questionText}]`), the `questions` link of MFA_ENROLL. No API token: the
 * widget follows the link before sign-in completes, and the list is the same for everyone (nothing about the
 * user is shown). 404 E0000007 for an unknown user id.
 */
export async function factorQuestionsRoutes(
  fastify: FastifyInstance,
  { users }: { users: UsersService },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/users/:userId/factors/questions',
    {
      schema: {
        params: UserParamsSchema,
        response: { 200: Type.Array(SecurityQuestionSchema), 404: ApiErrorBodySchema },
      },
    },
    async (request) => {
      if (!(await users.findById(request.params.userId))) {
        throw new ApiError('notFound', { params: { path: request.url, METHOD: 'GET' } });
      }
      return [...SECURITY_QUESTIONS];
    },
  );
}
