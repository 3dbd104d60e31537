import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBodySchema } from '@identity/contracts/schemas';
import { sendPage } from '../oidc/http.ts';
import type { Services } from '../services.ts';
import { signInFeatures } from '../recovery/widget-features.ts';
import { badLinkTokenHook, LinkTokenParams } from './link-token.ts';
import { signInPage } from './sign-in-page.ts';

/**
 * The pages the recovery emails link to (spec §2 route table, "recovery-token loading screens"):
 * `GET /signin/reset-password/{token}` and `GET /signin/user-unlock/{token}` show the hosted sign-in page with
 * the widget started on the recovery token (it calls `/api/v1/authn/recovery/token`, then asks the question,
 * the new password, or shows "account unlocked"). A reset that ends in SUCCESS posts its session token to
 * `/login/default`, which opens the session. The token is checked by the Authn API, not here, so a used link
 * shows the widget's error (E0000105 / E0000110) in the page. A token that cannot be ours (empty, or longer than the
 * router's 100-character param limit or the schema's 256) answers 400 E0000001: the link notice page to a
 * browser, the Okta error to a JSON caller (link-token.ts).
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
          params: LinkTokenParams,
          response: { 200: Type.String({ description: 'HTML page' }), 400: ApiErrorBodySchema },
        },
        preValidation: badLinkTokenHook(config),
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
