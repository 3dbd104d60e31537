import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

const MAX_DEPTH = 32;

/** Dotted path of the first string (value or key) under `value` that contains U+0000, or undefined. */
function findNul(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath;
    const found = findNul(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The field whose string value (or key) contains a NUL character (U+0000), which PostgreSQL cannot store in
 * `text`: the query string is searched first, then the parsed body. Returns the field name (`username`,
 * nested fields dotted: `context.deviceToken`, array items by index: `list.0`), `body` for a body that is
 * itself such a string, or undefined when there is none. Exported for the OIDC routes, which answer
 * OAuth-shaped errors themselves.
 */
export function findNulField(request: FastifyRequest): string | undefined {
  return findNul(request.query, '', 0) ?? findNul(request.body, '', 0);
}

/**
 * Rejects, before validation, any request whose query or body carries a NUL character: `400 E0000001`
 * with one cause naming the field (instead of a 500 from PostgreSQL). Paths under `/oauth2/` are left to
 * the OIDC routes (they call `findNulField` and answer OAuth errors).
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.url.startsWith('/oauth2/')) return done();
    const field = findNulField(request);
    if (field === undefined) return done();
    const reason = 'The value must not contain a NUL character';
    done(
      new ApiError('validation', {
        params: { '0': field },
        causes: [{ errorSummary: `${field}: ${reason}`, property: field, reason }],
      }),
    );
  });
}
