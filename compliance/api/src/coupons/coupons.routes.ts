import type { FastifyPluginAsync } from 'fastify';
import { errorBodySchema } from '../lib/error-body.schema.ts';
import type { CouponsService } from './coupons.service.ts';

const bodySchema = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
};
const responseSchema = {
  200: { type: 'object', required: ['descrizione'], properties: { descrizione: { type: 'string' } } },
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  410: errorBodySchema,
};

/**
 * `POST /api/coupon/riscatto` `{code}` (public: the person has no account yet): redeems a one-time coupon of the
 * welcome page; 200 `{descrizione}`. 400 E0000001 malformed body, 404 E0000070 unknown code, 409 E0000071 already
 * used, 410 E0000072 expired (Italian summaries, shown as they are by /welcome).
 */
export const couponsRoutes: FastifyPluginAsync<{ service: CouponsService }> = async (app, { service }) => {
  app.post<{ Body: { code: string } }>(
    '/api/coupon/riscatto',
    { schema: { body: bodySchema, response: responseSchema } },
    async (request) => service.redeem(request.body.code, request.ip),
  );
};
