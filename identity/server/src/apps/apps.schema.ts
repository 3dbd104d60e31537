import { Type, type Static } from 'typebox';
import { HrefSchema } from '../admin/admin.schema.ts';

const Str = (max = 2000) => Type.String({ maxLength: max });
const OptStr = (max = 2000) => Type.Optional(Type.Union([Str(max), Type.Null()]));
const OptList = () => Type.Optional(Type.Union([Type.Array(Str(), { maxItems: 200 }), Type.Null()]));

/** An OIDC application (Okta Management API "Application" with `signOnMode: OPENID_CONNECT`). */
export const ApplicationSchema = Type.Object({
  id: Type.String(),
  name: Type.Literal('oidc_client'),
  label: Type.String(),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('INACTIVE')]),
  created: Type.String({ format: 'date-time' }),
  lastUpdated: Type.String({ format: 'date-time' }),
  signOnMode: Type.Literal('OPENID_CONNECT'),
  credentials: Type.Object({
    oauthClient: Type.Object({
      autoKeyRotation: Type.Boolean(),
      client_id: Type.String(),
      client_secret: Type.Optional(Type.String()),
      token_endpoint_auth_method: Type.String(),
      pkce_required: Type.Boolean(),
    }),
  }),
  settings: Type.Object({
    oauthClient: Type.Object({
      redirect_uris: Type.Array(Type.String()),
      post_logout_redirect_uris: Type.Array(Type.String()),
      grant_types: Type.Array(Type.String()),
      response_types: Type.Array(Type.String()),
      application_type: Type.String(),
      consent_method: Type.String(),
      initiate_login_uri: Type.Optional(Type.String()),
      logo_uri: Type.Optional(Type.String()),
      client_uri: Type.Optional(Type.String()),
    }),
  }),
  _links: Type.Object({
    self: HrefSchema,
    activate: Type.Optional(HrefSchema),
    deactivate: Type.Optional(HrefSchema),
  }),
});
export type ApplicationShape = Static<typeof ApplicationSchema>;

/**
 * The body of `POST` and `PUT /api/v1/apps`: an OIDC application as Okta's clients send it. Fields this IdP
 * does not use (visibility, accessibility, profile, `_links`, ...) are accepted and ignored.
 */
export const ApplicationWriteSchema = Type.Object({
  name: Type.Optional(Str(100)),
  label: Str(1000),
  signOnMode: Type.Optional(Str(100)),
  credentials: Type.Optional(
    Type.Object({
      oauthClient: Type.Optional(
        Type.Object({
          client_id: Type.Optional(Str(200)),
          client_secret: Type.Optional(Str(200)),
          token_endpoint_auth_method: OptStr(100),
        }),
      ),
    }),
  ),
  settings: Type.Object({
    oauthClient: Type.Object({
      redirect_uris: OptList(),
      post_logout_redirect_uris: OptList(),
      grant_types: OptList(),
      response_types: OptList(),
      application_type: OptStr(100),
      consent_method: OptStr(100),
      initiate_login_uri: OptStr(),
      logo_uri: OptStr(),
      client_uri: OptStr(),
    }),
  }),
});
export type ApplicationWrite = Static<typeof ApplicationWriteSchema>;

/** A client secret (Okta "OAuth2ClientSecret"), with its value: the answer to a rotation. */
export const ClientSecretSchema = Type.Object({
  id: Type.String(),
  status: Type.Literal('ACTIVE'),
  client_secret: Type.String(),
  secret_hash: Type.String(),
  created: Type.String({ format: 'date-time' }),
  lastUpdated: Type.String({ format: 'date-time' }),
  _links: Type.Object({ app: HrefSchema }),
});

export const AppParamsSchema = Type.Object({ appId: Type.String({ minLength: 1, maxLength: 64 }) });

export const CreateAppQuerySchema = Type.Object({
  activate: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
});
