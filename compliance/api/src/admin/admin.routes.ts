import type { FastifyPluginAsync } from 'fastify';
import type { AuditService } from '../audit/audit.service.ts';
import { ApiError } from '../errors.ts';
import { errorBodySchema } from '../lib/error-body.schema.ts';
import type { OperatorToken } from './operator-token.ts';

const verifyResult = {
  type: 'object',
  required: ['ok', 'entries'],
  properties: {
    ok: { type: 'boolean' },
    entries: { type: 'integer' },
    brokenSeq: { type: 'integer' },
    reason: { type: 'string' },
  },
};

/**
 * Operator endpoints for the CLI on a running suite, authenticated by the operator token of this run
 * (`Authorization: Operator <token>`, operator-token.ts), never by a person's access token:
 * `POST /api/admin/audit/verify` walks the audit chain and answers `{ok, entries}` or
 * `{ok: false, entries, brokenSeq, reason}`. 401 E0000005 without the right token.
 */
export const adminRoutes: FastifyPluginAsync<{ audit: AuditService; operatorToken: OperatorToken }> = async (
  app,
  { audit, operatorToken },
) => {
  app.post(
    '/api/admin/audit/verify',
    {
      preHandler: async (request) => {
        const match = /^Operator (\S+)$/.exec(request.headers.authorization ?? '');
        if (!match || !operatorToken.matches(match[1]!)) {
          throw new ApiError('E0000005', {
            causes: ["Serve il token operatore scritto dalla suite all'avvio (SUITE_OPERATOR_TOKEN_FILE)."],
            headers: { 'www-authenticate': 'Operator realm="suite"' },
          });
        }
      },
      schema: { response: { 200: verifyResult, 401: errorBodySchema } },
    },
    async () => audit.verify(),
  );
};
