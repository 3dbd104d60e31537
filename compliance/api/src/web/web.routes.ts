import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SuiteConfig } from '../config.ts';
import { ApiError } from '../errors.ts';

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
    index: 'index.html',
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
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !FILE_ONLY.test(path);
    if (isPage) return sendShell(reply);
    throw new ApiError('E0000007', { causes: [`No resource at ${request.method} ${path}`] });
  });
};
