import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBodySchema } from '@identity/contracts/schemas';
import { sendPage } from '../oidc/http.ts';
import type { Services } from '../services.ts';
import { signInFeatures } from '../recovery/widget-features.ts';
import { signInPage } from './sign-in-page.ts';

const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 256 }) });

/**
 * The pages the recovery emails link to (spec §2 route table, "recovery-token loading screens"):
 * `GET /signin/reset-password/{token}` and `GET /signin/user-unlock/{token}` show the hosted sign-in page with
 * the widget started on the recovery token (it calls `/api/v1/authn/recovery/token`, then asks the question,
 * the new password, or shows "account unlocked"). A reset that ends in SUCCESS posts its session token to
 * `/login/default`, which opens the session. The token is checked by the Authn API, not here, so a used link
 * shows the widget's error (E0000105 / E0000110) in the page.
 */
export async function recoveryPagesRoutes(
  fastify: FastifyInstance,
  { services, signInPath }: { services: Services; signInPath: string },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { config, recoveryPolicy } = services;
  for (const path of ['/signin/reset-password/:token', '/signin/user-unlock/:token']) {
    app.get(
      path,
      {
        schema: {
          params: TokenParams,
          response: { 200: Type.String({ description: 'HTML page' }), 400: ApiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const page = signInPage(config, {
          acceptLanguage: request.headers['accept-language'],
          next: { action: signInPath, fields: [], redirectOrigins: [] },
          recoveryToken: request.params.token,
          features: await signInFeatures(recoveryPolicy),
        });
        return sendPage(reply, page);
      },
    );
  }
}
