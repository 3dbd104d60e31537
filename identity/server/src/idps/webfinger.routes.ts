import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { ApiErrorBodySchema } from '@identity/contracts/schemas';
import { InputError } from '../errors.ts';
import type { Services } from '../services.ts';

/** `rel` of our own directory (Okta: the org as OpenID issuer) and of a configured provider. */
export const REL_ISSUER = 'http://openid.net/specs/connect/1.0/issuer';
export const REL_IDP = 'okta:idp';

const LinkSchema = Type.Object({
  rel: Type.String(),
  href: Type.String(),
  titles: Type.Object({ und: Type.String() }),
  properties: Type.Record(Type.String(), Type.String()),
});
const JrdSchema = Type.Object({ subject: Type.String(), links: Type.Array(LinkSchema) });

const WebfingerQuery = Type.Object({
  resource: Type.Optional(Type.String({ maxLength: 300 })),
  requestContext: Type.Optional(Type.String({ maxLength: 4096 })),
  rel: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
});

/** The identifier of a resource (`okta:acct:{login}` as Okta, or RFC 7565 `acct:{login}`), or null. */
function identifierOf(resource: string | undefined): string | null {
  const m = resource ? /^(?:okta:)?acct:(.+)$/i.exec(resource) : null;
  const id = m?.[1]?.trim();
  return id && id.length <= 256 && !id.includes('\u0000') ? id : null;
}

/**
 * `GET /.well-known/webfinger?resource=okta:acct:{username}&requestContext={fromURI}` (spec §7 "Discovery";
 * Okta WebFinger, RFC 7033): public, answers `application/jrd+json` with one link chosen by the IdP discovery
 * rules. Our own directory: `rel` issuer, `href` `/sso/idps/OKTA`, `okta:idp:type` OKTA. A provider: `rel`
 * `okta:idp`, `href` `/sso/idps/{id}?login_hint={username}&fromURI={requestContext}`, `okta:idp:type` and
 * `okta:idp:id`. `rel` (repeatable) limits the links returned. A missing or malformed resource answers
 * 400 E0000001 naming `resource`.
 */
export async function webfingerRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { discovery, config } = services;
  app.get(
    '/.well-known/webfinger',
    { schema: { querystring: WebfingerQuery, response: { 200: JrdSchema, 400: ApiErrorBodySchema } } },
    async (request, reply) => {
      const { resource, requestContext, rel } = request.query;
      const identifier = identifierOf(resource);
      if (!identifier) {
        throw new InputError("Must be the user's login prefixed with okta:acct: (or acct:)", 'resource');
      }
      const target = await discovery.resolve(identifier);
      const query = new URLSearchParams({ login_hint: identifier });
      if (requestContext) query.set('fromURI', requestContext);
      const link: Static<typeof LinkSchema> =
        target.kind === 'OKTA'
          ? {
              rel: REL_ISSUER,
              href: `${config.issuer}/sso/idps/OKTA?${query}`,
              titles: { und: new URL(config.issuer).hostname },
              properties: { 'okta:idp:type': 'OKTA' },
            }
          : {
              rel: REL_IDP,
              href: `${config.issuer}/sso/idps/${target.idp.id}?${query}`,
              titles: { und: target.idp.name },
              properties: { 'okta:idp:type': target.idp.type, 'okta:idp:id': target.idp.id },
            };
      const rels = rel === undefined ? null : Array.isArray(rel) ? rel : [rel];
      void reply.header('content-type', 'application/jrd+json; charset=utf-8');
      return { subject: resource!, links: rels && !rels.includes(link.rel) ? [] : [link] };
    },
  );
}
