import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SuiteConfig } from '../config.ts';
import { ApiError } from '../errors.ts';
import { contentSecurityPolicy } from './security-headers.ts';

/** `GET /config.json` body: what the SPA needs at run time (no secrets). */
export interface RuntimeConfigBody {
  idpUrl: string;
  issuer: string;
  clientId: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  supportEmail: string;
  supportPhone: string;
}

/** Builds the runtime config of the SPA from the suite config. */
export function runtimeConfig(config: SuiteConfig): RuntimeConfigBody {
  return {
    idpUrl: config.idpUrl,
    issuer: config.issuer,
    clientId: config.clientId,
    redirectUri: `${config.publicUrl}/login/callback`,
    postLogoutRedirectUri: `${config.publicUrl}/login`,
    supportEmail: config.supportEmail,
    supportPhone: config.supportPhone,
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths served only as files: a miss there is a 404, never the SPA shell. */
const FILE_ONLY = /^\/(api|assets|widget)(\/|$)/;

/**
 * Serves the SPA: `/config.json`, the web build (hashed `/assets/*` cached as immutable, everything else
 * revalidated), the widget's dist under `/widget/` (its `assets.baseUrl`, language bundles included), and
 * `index.html` for every other GET/HEAD path (client-side routes). Unknown `/api` paths answer 404 E0000007.
 */
export const webRoutes: FastifyPluginAsync<{ config: SuiteConfig }> = async (app, { config }) => {
  const body = runtimeConfig(config);
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return body;
  });

  await app.register(fastifyStatic, {
    root: config.webDist,
    prefix: '/',
    // the page itself always goes through sendShell (it carries a fresh CSP nonce)
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      // Vite puts content-hashed files under /assets/
      const hashed = reply.request.url.startsWith('/assets/');
      reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  await app.register(fastifyStatic, {
    root: config.widgetDist,
    prefix: '/widget/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  });

  const indexPath = `${config.webDist}/index.html`;
  function sendShell(reply: FastifyReply) {
    if (!existsSync(indexPath)) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The suite web build is missing: run `npm run build`.');
    }
    // 128 random bits per response: the nonce of the inline styles the SPA's component library inserts
    const nonce = randomBytes(16).toString('base64');
    const meta = `<meta name="csp-nonce" content="${nonce}" />`;
    const page = readFileSync(indexPath, 'utf8');
    const html = /<head[^>]*>/i.test(page)
      ? page.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`)
      : page.replace(/<html[^>]*>/i, (tag) => `${tag}${meta}`);
    reply.header('cache-control', 'no-cache');
    reply.header('content-security-policy', contentSecurityPolicy(config.idpUrl, nonce));
    return reply.type('text/html; charset=utf-8').send(html);
  }

  // with `index: false` the static plugin would refuse the root directory
  app.get('/', async (_request, reply) => sendShell(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !FILE_ONLY.test(path);
    if (isPage) return sendShell(reply);
    throw new ApiError('E0000007', { causes: [`No resource at ${request.method} ${path}`] });
  });
};
