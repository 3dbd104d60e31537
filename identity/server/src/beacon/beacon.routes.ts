import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBodySchema } from '@identity/contracts/schemas';
import { ApiError } from '../errors.ts';
import { sendPage } from '../oidc/http.ts';
import { rateLimit } from '../plugins/rate-limit.ts';
import type { Services } from '../services.ts';
import { fingerprintOf } from './beacon.service.ts';
import { FINGERPRINT_PAGE, FINGERPRINT_SCRIPT, fingerprintPage } from './fingerprint-page.ts';
import { imageSvg } from './images.ts';

/** Path of the security image lookup (spec §7: `GET {baseUrl}/login/getimage?username={username}`). */
export const GETIMAGE_PATH = '/login/getimage';

const GetImageQuery = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: true },
);
const SecurityImageSchema = Type.Object(
  { pwdImg: Type.String(), imageDescription: Type.String() },
  { additionalProperties: false },
);
const ImageParams = Type.Object({ file: Type.String({ maxLength: 64 }) });

const SCRIPT = readFileSync(join(import.meta.dirname, 'assets', 'devicefingerprint.js'));

/**
 * The security beacon and the device fingerprint frame (issue 8; spec §4 "Security beacon", §7 "Security image,
 * device fingerprint"; design/authn-protocol.md "Fingerprint"):
 * - `GET /login/getimage?username=` (optional `X-Device-Fingerprint`) -> `{pwdImg, imageDescription}`
 *   (beacon.service.ts decides which image); 400 E0000001 without a username; rate-limited per IP and per
 *   username with the `getimage` buckets (429 E0000047); `no-store`. CORS as every route.
 * - `GET /img/security/{name}.svg`: the images and looks (images.ts); 404 E0000007 for another name. Served with a
 *   CSP of `default-src 'none'` (an SVG opened on its own runs nothing) and `Cross-Origin-Resource-Policy:
 *   cross-origin`, so a trusted origin's page can show it.
 * - `GET /auth/services/devicefingerprint` and its script: the frame that hands the embedding page a fingerprint.
 */
export async function beaconRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { beacon, origins } = services;
  const limit = rateLimit(services.rateLimits, 'getimage', (request) => {
    const username = (request.query as { username?: unknown }).username;
    return typeof username === 'string' ? username : undefined;
  });

  app.get(
    GETIMAGE_PATH,
    {
      schema: {
        querystring: GetImageQuery,
        response: { 200: SecurityImageSchema, 400: ApiErrorBodySchema, 429: ApiErrorBodySchema },
      },
      preHandler: limit,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return beacon.imageFor(request.query.username, fingerprintOf(request.headers['x-device-fingerprint']));
    },
  );

  app.get('/img/security/:file', { schema: { params: ImageParams } }, async (request, reply) => {
    const name = /^([a-z-]{1,32})\.svg$/.exec(request.params.file)?.[1];
    const svg = name ? imageSvg(name) : null;
    if (svg === null) {
      throw new ApiError('notFound', { params: { path: request.url.split('?')[0]!, METHOD: 'GET' } });
    }
    return reply
      .header('content-type', 'image/svg+xml')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });

  app.get(FINGERPRINT_PAGE, async (_request, reply) => {
    await sendPage(reply, fingerprintPage(await origins.activeOrigins('cors')));
  });
  app.get(FINGERPRINT_SCRIPT, (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(SCRIPT),
  );
}
