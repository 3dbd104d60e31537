import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';

/**
 * Protocol errors for requests no route answers: `405 E0000022` (with `Allow`) when the path exists for
 * other methods only, else `404 E0000007`. Call before any route is registered: it records routes via onRoute.
 */
export function registerRoutingErrors(app: FastifyInstance): void {
  const routes: Array<{ pattern: RegExp; methods: string[] }> = [];
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (m) => m !== 'OPTIONS' && m !== 'HEAD',
    );
    if (methods.length > 0) routes.push({ pattern: toRegExp(route.url), methods });
  });
  app.setNotFoundHandler((request) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods));
    // A route that allows this method but found nothing (e.g. a static file) is a plain 404.
    if (allowed.size > 0 && !allowed.has(request.method)) {
      throw new ApiError('methodNotAllowed', { headers: { allow: [...allowed].join(', ') } });
    }
    throw new ApiError('notFound', { params: { path, METHOD: request.method } });
  });
}

function toRegExp(url: string): RegExp {
  const body = url
    .split('/')
    .map((seg) => {
      if (seg === '*') return '.*';
      if (seg.startsWith(':')) return '[^/]+';
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${body}/?$`);
}
