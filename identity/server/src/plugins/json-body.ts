import type { FastifyInstance } from 'fastify';

/**
 * The default JSON parser, except that an empty body is accepted as "no body": the Okta clients send
 * `Content-Type: application/json` without a body on `DELETE /api/v1/sessions/me` and on the session
 * refresh call. Malformed JSON still fails (-> 400 E0000003).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
