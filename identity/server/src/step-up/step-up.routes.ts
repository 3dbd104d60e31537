import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { STEP_UP_REDIRECT } from '../authn/authn-step-up.responses.ts';
import { AUTHN_ERRORS } from '../authn/authn-route-errors.ts';
import { ApiError } from '../errors.ts';
import type { Services } from '../services.ts';

const StepUpQuerySchema = Type.Object({ stateToken: Type.String({ minLength: 1, maxLength: 128 }) });

/**
 * `GET /login/step-up/redirect?stateToken=…`: the `next(original)` link of a step-up's SUCCESS (fixture
 * SUCCESS_session_step_up; the widget's `stepUp.finish()` navigates to it). Once per finished step-up it sets
 * the `sid` cookie of the stepped-up session (the one it replaces is closed) and answers 302 to the original
 * authorization request, which now finds the second factor. 401 E0000011 for an unknown, unfinished, expired or
 * already used state token.
 */
export async function stepUpRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    STEP_UP_REDIRECT,
    { schema: { querystring: StepUpQuerySchema, response: { ...AUTHN_ERRORS } } },
    async (request, reply) => {
      const ua = request.headers['user-agent'];
      const done = await services.stepUp.redeem(request.query.stateToken, {
        ip: request.ip,
        ...(typeof ua === 'string' ? { userAgent: ua } : {}),
      });
      if (!done) throw new ApiError('invalidToken');
      services.sessions.setCookie(reply, done.sid);
      return reply.header('cache-control', 'no-store').redirect(done.returnTo, 302);
    },
  );
}
