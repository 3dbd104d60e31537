import { href } from '../admin/admin.schema.ts';
import { InputError } from '../errors.ts';
import type { ApplicationShape, ApplicationWrite } from './apps.schema.ts';
import type { AppInput, OidcApp } from './apps.service.ts';

/** The path of an application under the issuer. */
export const appPath = (id: string) => `/api/v1/apps/${id}`;

/**
 * The wire shape of an application (Okta "Application", OPENID_CONNECT). `clientSecret` is included only
 * when it was just generated: the IdP keeps hashes, never secrets.
 */
export function applicationObject(issuer: string, app: OidcApp, clientSecret?: string): ApplicationShape {
  const self = appPath(app.id);
  const lifecycle =
    app.status === 'ACTIVE'
      ? { deactivate: href(issuer, `${self}/lifecycle/deactivate`, ['POST']) }
      : { activate: href(issuer, `${self}/lifecycle/activate`, ['POST']) };
  return {
    id: app.id,
    name: 'oidc_client',
    label: app.label,
    status: app.status,
    created: app.createdAt.toISOString(),
    lastUpdated: app.lastUpdated.toISOString(),
    signOnMode: 'OPENID_CONNECT',
    credentials: {
      oauthClient: {
        autoKeyRotation: true,
        client_id: app.clientId,
        ...(clientSecret ? { client_secret: clientSecret } : {}),
        token_endpoint_auth_method: app.tokenEndpointAuthMethod,
        pkce_required: app.type === 'public',
      },
    },
    settings: {
      oauthClient: {
        redirect_uris: app.redirectUris,
        post_logout_redirect_uris: app.postLogoutRedirectUris,
        grant_types: app.grantTypes,
        response_types: app.responseTypes,
        application_type: app.applicationType,
        consent_method: app.consentRequired ? 'REQUIRED' : 'TRUSTED',
        ...(app.initiateLoginUri ? { initiate_login_uri: app.initiateLoginUri } : {}),
        ...(app.logoUri ? { logo_uri: app.logoUri } : {}),
        ...(app.clientUri ? { client_uri: app.clientUri } : {}),
      },
    },
    _links: { self: href(issuer, self, ['GET', 'PUT', 'DELETE']), ...lifecycle },
  };
}

const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/**
 * The service input of a `POST`/`PUT /api/v1/apps` body.
 * @throws InputError when `signOnMode` or `name` names another kind of application (only OIDC is served).
 */
export function appInputOf(body: ApplicationWrite): AppInput {
  if (body.signOnMode !== undefined && body.signOnMode !== 'OPENID_CONNECT') {
    throw new InputError(
      'Only OPENID_CONNECT applications are supported by this identity provider',
      'signOnMode',
    );
  }
  if (body.name !== undefined && body.name !== 'oidc_client') {
    throw new InputError("Only 'oidc_client' applications are supported by this identity provider", 'name');
  }
  const settings = body.settings.oauthClient;
  const credentials = body.credentials?.oauthClient;
  return {
    label: body.label,
    clientId: credentials?.client_id,
    clientSecret: credentials?.client_secret,
    tokenEndpointAuthMethod: opt(credentials?.token_endpoint_auth_method),
    applicationType: opt(settings.application_type),
    redirectUris: opt(settings.redirect_uris),
    postLogoutRedirectUris: opt(settings.post_logout_redirect_uris),
    grantTypes: opt(settings.grant_types),
    responseTypes: opt(settings.response_types),
    consentMethod: opt(settings.consent_method),
    initiateLoginUri: settings.initiate_login_uri,
    logoUri: settings.logo_uri,
    clientUri: settings.client_uri,
  };
}
