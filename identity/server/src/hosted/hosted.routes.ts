import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import formbody from '@fastify/formbody';
import { Type } from 'typebox';
import { ApiErrorBodySchema } from '@identity/contracts/schemas';
import { ApiError } from '../errors.ts';
import { sendPage } from '../oidc/http.ts';
import type { Services } from '../services.ts';
import { HELP_LOGIN, helpPage } from './help-page.ts';
import { HOSTED_ASSETS, signInPage, signedInPage } from './sign-in-page.ts';
import { signInFeatures } from '../recovery/widget-features.ts';
import { recoveryPagesRoutes } from './recovery-pages.routes.ts';

export const LOGIN_DEFAULT = '/login/default';

const FromUriQuery = Type.Object({ fromURI: Type.Optional(Type.String()) }, { additionalProperties: true });
const SignInForm = Type.Object(
  { sessionToken: Type.String({ minLength: 1, maxLength: 512 }), fromURI: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
const html = Type.String({ description: 'HTML page' });
const redirect = Type.Null({ description: 'Redirect (Location header)' });

/**
 * True unless the browser says the post came from another origin (login CSRF): `Sec-Fetch-Site` when sent (it must
 * be `same-origin`), else `Origin` when sent (it must be the issuer's; `null` is refused, as an attacker's page can
 * produce it). A request with neither header comes from no browser and passes.
 */
function sameOriginPost(request: FastifyRequest, issuerOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin === undefined || origin === issuerOrigin;
}

function asset(file: string): Buffer {
  return readFileSync(join(import.meta.dirname, 'assets', file));
}

/**
 * The IdP's hosted sign-in (design/ARCHITECTURE.md "Hosted sign-in"; Okta's `/login/default`):
 * - `GET /login/default[?fromURI=…]`: with a session, 302 to `fromURI` when it is allowed (hosted.service.ts
 *   `resolveFromUri`), else the signed-in page; without one, the sign-in page (sign-in-page.ts).
 * - `POST /login/default` (form: `sessionToken`, `fromURI`), posted by the sign-in page: opens the session, sets
 *   the `sid` cookie and answers 303 to `fromURI` or back to `GET /login/default`. A post from another origin
 *   (`Sec-Fetch-Site`, `Origin`) is refused with 403 E0000006 (login CSRF); an invalid session token answers 303 to the
 *   sign-in page again, without a cookie.
 * - `GET /assets/hosted/sign-in-page.{js,css}`: the page's own script and style sheet.
 * - `GET /help/login`: the sign-in help page (help-page.ts), the widget's default help link.
 * - `GET /signin/reset-password/{token}`, `GET /signin/user-unlock/{token}`: the pages recovery emails link to
 *   (recovery-pages.routes.ts).
 * - `GET /favicon.ico`: 204 with a day's caching, so browsers showing these pages stop asking (there is no icon).
 */
export async function hostedRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { config, hosted, sessions, users } = services;
  const issuerOrigin = new URL(config.issuer).origin;

  const files: Array<[string, string, Buffer]> = [
    [HOSTED_ASSETS.script, 'text/javascript; charset=utf-8', asset('sign-in-page.js')],
    [HOSTED_ASSETS.style, 'text/css; charset=utf-8', asset('sign-in-page.css')],
  ];
  for (const [path, type, body] of files) {
    app.get(path, (_request, reply) =>
      reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(body),
    );
  }

  app.get(HELP_LOGIN, { schema: { response: { 200: html } } }, async (request, reply) => {
    await sendPage(reply, helpPage(config, request.headers['accept-language'], LOGIN_DEFAULT));
  });
  app.get('/favicon.ico', (_request, reply) =>
    reply.code(204).header('cache-control', 'public, max-age=86400').send(),
  );

  const backToSignIn = (fromUri: string | null) =>
    fromUri ? `${LOGIN_DEFAULT}?${new URLSearchParams({ fromURI: fromUri })}` : LOGIN_DEFAULT;

  async function show(request: FastifyRequest, reply: FastifyReply, fromURI: string | undefined) {
    const target = await hosted.resolveFromUri(fromURI);
    const session = await hosted.currentSession(sessions.readSid(request));
    const acceptLanguage = request.headers['accept-language'];
    if (session) {
      if (target) return reply.code(302).header('cache-control', 'no-store').redirect(target);
      const user = await users.findById(session.userId);
      return sendPage(reply, signedInPage(config, acceptLanguage, user?.login ?? session.login));
    }
    const page = signInPage(config, {
      acceptLanguage,
      next: {
        action: LOGIN_DEFAULT,
        fields: target ? [['fromURI', target]] : [],
        redirectOrigins: target ? [new URL(target).origin] : [],
      },
      features: await signInFeatures(services.recoveryPolicy),
    });
    return sendPage(reply, page);
  }

  app.get(
    LOGIN_DEFAULT,
    {
      schema: { querystring: FromUriQuery, response: { 200: html, 302: redirect, 400: ApiErrorBodySchema } },
    },
    (request, reply) => show(request, reply, request.query.fromURI),
  );

  await app.register(recoveryPagesRoutes, { services, signInPath: LOGIN_DEFAULT });

  // The only route of this feature that takes a form body: the parser stays in this scope.
  await app.register(async (forms) => {
    await forms.register(formbody);
    forms.withTypeProvider<TypeBoxTypeProvider>().post(
      LOGIN_DEFAULT,
      {
        schema: {
          body: SignInForm,
          response: { 303: redirect, 400: ApiErrorBodySchema, 403: ApiErrorBodySchema },
        },
      },
      async (request, reply) => {
        if (!sameOriginPost(request, issuerOrigin)) throw new ApiError('forbidden');
        const target = await hosted.resolveFromUri(request.body.fromURI);
        const ua = request.headers['user-agent'];
        const session = await hosted.signIn(request.body.sessionToken, sessions.readSid(request), {
          ip: request.ip,
          ...(typeof ua === 'string' ? { userAgent: ua } : {}),
        });
        if (session?.sid) sessions.setCookie(reply, session.sid);
        const location = session ? (target ?? LOGIN_DEFAULT) : backToSignIn(target);
        return reply.code(303).header('cache-control', 'no-store').redirect(location);
      },
    );
  });
}
