import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import formbody from '@fastify/formbody';
import { Type, type Static } from 'typebox';
import { ApiErrorBodySchema, SessionCookieRedirectSchema, SessionSchema } from '@identity/contracts/schemas';
import { ApiError } from '../errors.ts';
import type { IdpSession } from './sessions.service.ts';
import { sessionObject } from './sessions.responses.ts';
import type { Services } from '../services.ts';

type RedirectParams = Static<typeof SessionCookieRedirectSchema>;
const errors = { 400: ApiErrorBodySchema, 404: ApiErrorBodySchema };

/**
 * Sessions API (design/authn-protocol.md §1.9): `GET|POST /login/sessionCookieRedirect`,
 * `GET|DELETE /api/v1/sessions/me`, `POST /api/v1/sessions/me/lifecycle/refresh`.
 */
export async function sessionsRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { sessions, origins, audit, config } = services;

  const noSession = () => new ApiError('notFound', { params: { path: 'me', METHOD: 'Session' } });

  async function currentSession(request: FastifyRequest, slide?: 'always'): Promise<IdpSession> {
    const sid = sessions.readSid(request);
    const session = sid ? await sessions.findBySid(sid, slide) : null;
    if (!session) throw noSession();
    return session;
  }

  const present = (session: IdpSession) => sessionObject(config.issuer, session, session.displayName);

  /**
   * Redeems the one-time `token`, sets the `sid` cookie and answers 302 to `redirectUrl`, whose origin must
   * be trusted for redirects (else 400 E0000001, no redirect). Like Okta, an invalid, used or expired token
   * still redirects, without a cookie, so the relying party sees "no session".
   */
  async function cookieRedirect(request: FastifyRequest, reply: FastifyReply, params: RedirectParams) {
    const target = URL.canParse(params.redirectUrl) ? new URL(params.redirectUrl) : null;
    if (!target || !(await origins.isTrusted(target.origin, 'redirect'))) {
      throw new ApiError('validation', {
        params: { '0': 'redirectUrl' },
        causes: [
          {
            errorSummary: 'redirectUrl: The redirect URL must belong to a trusted origin',
            property: 'redirectUrl',
            reason: 'The redirect URL must belong to a trusted origin',
          },
        ],
      });
    }
    const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
    const session = params.token ? await sessions.redeemSessionToken(params.token, meta) : null;
    if (session?.sid) {
      const previous = sessions.readSid(request);
      const old = previous ? await sessions.findBySid(previous) : null;
      if (old) await sessions.close(old.id);
      sessions.setCookie(reply, session.sid);
      await audit.record({
        type: 'user.session.start',
        userId: session.userId,
        ip: request.ip,
        details: { sessionId: session.id },
      });
    } else if (params.token) {
      await audit.record({
        type: 'user.session.start.failure',
        ip: request.ip,
        details: { reason: 'INVALID_SESSION_TOKEN' },
      });
    }
    return reply.redirect(target.href, 302);
  }

  app.get(
    '/login/sessionCookieRedirect',
    { schema: { querystring: SessionCookieRedirectSchema, response: errors } },
    (request, reply) => cookieRedirect(request, reply, request.query),
  );
  // The only Sessions API route that takes a form body (an HTML form post): the parser stays in this scope.
  await app.register(async (forms) => {
    await forms.register(formbody);
    forms
      .withTypeProvider<TypeBoxTypeProvider>()
      .post(
        '/login/sessionCookieRedirect',
        { schema: { body: SessionCookieRedirectSchema, response: errors } },
        (request, reply) => cookieRedirect(request, reply, request.body),
      );
  });

  /**
   * The current session (cookie `sid`); 404 E0000007 when there is none. Slides the idle expiry when it moves by
   * more than the slide granularity (sessions.service.ts `slideGranularityMs`).
   */
  app.get(
    '/api/v1/sessions/me',
    { schema: { response: { 200: SessionSchema, ...errors } } },
    async (request) => present(await currentSession(request)),
  );

  /** Closes the current session and clears the cookie: 204; 404 E0000007 when there is none. */
  const deleteSchema = { response: { 204: Type.Null(), 404: ApiErrorBodySchema } };
  app.delete('/api/v1/sessions/me', { schema: deleteSchema }, async (request, reply) => {
    const session = await currentSession(request);
    await sessions.close(session.id);
    sessions.clearCookie(reply);
    await audit.record({
      type: 'user.session.end',
      userId: session.userId,
      ip: request.ip,
      details: { sessionId: session.id },
    });
    return reply.code(204).send(null);
  });

  /** Extends the idle lifetime (never past the absolute one) and returns the session; 404 when none. */
  app.post(
    '/api/v1/sessions/me/lifecycle/refresh',
    { schema: { response: { 200: SessionSchema, ...errors } } },
    async (request) => present(await currentSession(request, 'always')),
  );
}
