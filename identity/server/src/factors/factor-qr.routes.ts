import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import QRCode from 'qrcode';
import { ApiErrorBodySchema } from '@identity/contracts/schemas';
import { ApiError } from '../errors.ts';
import type { FactorsService } from './factors.service.ts';
import { QrParamsSchema } from './factors.schema.ts';
import type { UsersService } from '../users/users.service.ts';

/**
 * `GET /api/v1/users/{userId}/factors/{factorId}/qr/{token}`: the enrolment QR code of a pending factor as a PNG
 * (TOTP: its `otpauth://` URI), the `_links.qrcode` of the activation object. No API token: the link itself is
 * the credential (a one-time random token, stored hashed, replaced at each enrolment answer, dead once the factor
 * is active), so the sign-in widget can show it in an `<img>`. 404 E0000007 for anything else. Never cached.
 */
export async function factorQrRoutes(
  fastify: FastifyInstance,
  { factors, users }: { factors: FactorsService; users: UsersService },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/users/:userId/factors/:factorId/qr/:token',
    {
      schema: {
        params: QrParamsSchema,
        response: { 200: Type.Unknown(), 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { userId, factorId, token } = request.params;
      const user = await users.findById(userId);
      const payload = user && (await factors.qrPayload({ id: user.id, login: user.login }, factorId, token));
      if (!payload) throw new ApiError('notFound', { params: { path: request.url, METHOD: 'GET' } });
      const png = await QRCode.toBuffer(payload, {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 256,
      });
      return reply.header('cache-control', 'no-store').type('image/png').send(png);
    },
  );
}
