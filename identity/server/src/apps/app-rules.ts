import { InputError } from '../errors.ts';
import { GRANT_TYPES } from '../oidc/constants.ts';

export type ApplicationType = 'web' | 'native' | 'browser' | 'service';
export type TokenEndpointAuthMethod = 'none' | 'client_secret_basic' | 'client_secret_post';

/** The OAuth settings of an application as sent (Okta `settings.oauthClient` + `credentials.oauthClient`). */
export interface AppSettingsInput {
  applicationType?: string | undefined;
  tokenEndpointAuthMethod?: string | undefined;
  redirectUris?: string[] | undefined;
  postLogoutRedirectUris?: string[] | undefined;
  grantTypes?: string[] | undefined;
  responseTypes?: string[] | undefined;
  consentMethod?: string | undefined;
  initiateLoginUri?: string | null | undefined;
  /** The client's logo and home page, shown on the consent screen (absolute http(s) URLs). */
  logoUri?: string | null | undefined;
  clientUri?: string | null | undefined;
}

/** Settings after the rules: complete, consistent and supported by this IdP. */
export interface AppSettings {
  applicationType: ApplicationType;
  tokenEndpointAuthMethod: TokenEndpointAuthMethod;
  /** public = no secret, PKCE required (`none`); confidential = client secret. */
  type: 'public' | 'confidential';
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  grantTypes: string[];
  responseTypes: string[];
  consentRequired: boolean;
  initiateLoginUri: string | null;
  logoUri: string | null;
  clientUri: string | null;
}

/** Grant types Okta allows per application type (Okta Apps API, "OAuth 2.0 client application"). */
const GRANTS_BY_TYPE: Record<ApplicationType, readonly string[]> = {
  browser: ['authorization_code', 'implicit', 'refresh_token'],
  native: ['authorization_code', 'implicit', 'password', 'refresh_token'],
  web: ['authorization_code', 'implicit', 'refresh_token', 'client_credentials'],
  service: ['client_credentials'],
};
const APPLICATION_TYPES = Object.keys(GRANTS_BY_TYPE) as ApplicationType[];
const AUTH_METHODS: readonly string[] = ['none', 'client_secret_basic', 'client_secret_post'];
const RESPONSE_TYPES: readonly string[] = ['code', 'token', 'id_token'];
const MAX_URIS = 100;
const MAX_URI_LENGTH = 1024;

const fail = (property: string, message: string): never => {
  throw new InputError(message, property);
};

/**
 * Checks one redirect-style URI: absolute, no fragment, at most 1024 characters; http(s) unless
 * `customSchemes` (native applications may use a private scheme such as `com.example.app:/callback`,
 * RFC 8252 §7.1; never javascript:, data:, vbscript: or file:).
 */
export function checkUri(uri: string, property: string, customSchemes: boolean): string {
  let url: URL | null;
  try {
    url = new URL(uri);
  } catch {
    url = null;
  }
  if (!url || uri.length > MAX_URI_LENGTH) fail(property, `'${uri.slice(0, 100)}' is not an absolute URI`);
  const scheme = url!.protocol.slice(0, -1).toLowerCase();
  if (uri.includes('#')) fail(property, `'${uri}' must not have a fragment`);
  const web = scheme === 'http' || scheme === 'https';
  if (!web && (!customSchemes || ['javascript', 'data', 'vbscript', 'file'].includes(scheme))) {
    fail(property, `'${uri}' must use http or https`);
  }
  return uri;
}

function uris(list: string[] | undefined, property: string, customSchemes: boolean): string[] {
  const values = [...new Set(list ?? [])];
  if (values.length > MAX_URIS) fail(property, `At most ${MAX_URIS} URIs are allowed`);
  return values.map((u) => checkUri(u, property, customSchemes));
}

function authMethodOf(type: ApplicationType, sent: string | undefined): TokenEndpointAuthMethod {
  const method = sent ?? (type === 'browser' || type === 'native' ? 'none' : 'client_secret_basic');
  const property = 'token_endpoint_auth_method';
  if (method === 'client_secret_jwt' || method === 'private_key_jwt') {
    fail(property, `'${method}' is not supported by this identity provider`);
  }
  if (!AUTH_METHODS.includes(method)) fail(property, `'${method}' is not a valid value`);
  if (type === 'browser' && method !== 'none') fail(property, 'A browser application must use none (PKCE)');
  if ((type === 'web' || type === 'service') && method === 'none') {
    fail(property, `A ${type} application must authenticate with a client secret`);
  }
  return method as TokenEndpointAuthMethod;
}

function grantTypesOf(type: ApplicationType, sent: string[] | undefined): string[] {
  const grants = [...new Set(sent ?? (type === 'service' ? ['client_credentials'] : ['authorization_code']))];
  const property = 'grant_types';
  if (grants.length === 0) fail(property, 'At least one grant type is required');
  for (const g of grants) {
    if (!GRANTS_BY_TYPE[type].includes(g))
      fail(property, `'${g}' is not a valid grant type for a ${type} application`);
  }
  for (const g of grants) {
    if (!(GRANT_TYPES as readonly string[]).includes(g))
      fail(property, `'${g}' is not supported by this identity provider`);
  }
  if ((type === 'web' || type === 'native') && !grants.includes('authorization_code')) {
    fail(property, `A ${type} application must have the authorization_code grant type`);
  }
  if (type === 'browser' && !grants.includes('authorization_code') && !grants.includes('implicit')) {
    fail(property, 'A browser application must have the authorization_code or implicit grant type');
  }
  return grants;
}

function responseTypesOf(grants: string[], sent: string[] | undefined): string[] {
  const code = grants.includes('authorization_code');
  const implicit = grants.includes('implicit');
  const types = [...new Set(sent ?? [...(code ? ['code'] : []), ...(implicit ? ['id_token', 'token'] : [])])];
  const property = 'response_types';
  for (const t of types)
    if (!RESPONSE_TYPES.includes(t)) fail(property, `'${t}' is not a valid response type`);
  if (code !== types.includes('code')) {
    fail(property, "The response type 'code' and the grant type 'authorization_code' go together");
  }
  if (implicit !== (types.includes('token') || types.includes('id_token'))) {
    fail(property, "The response types 'token' and 'id_token' go with the grant type 'implicit'");
  }
  return types;
}

/**
 * Applies Okta's rules for OIDC applications, then this IdP's limits, and fills the defaults: application
 * type `web`; authentication `none` for browser/native, `client_secret_basic` for web/service; grant type
 * `authorization_code`; response types from the grant types; consent TRUSTED.
 * @throws InputError naming the field (`application_type`, `grant_types`, `redirect_uris`, ...).
 */
export function resolveAppSettings(input: AppSettingsInput): AppSettings {
  const applicationType = (input.applicationType ?? 'web') as ApplicationType;
  if (!APPLICATION_TYPES.includes(applicationType)) {
    fail('application_type', `'${input.applicationType}' is not one of web, native, browser, service`);
  }
  const tokenEndpointAuthMethod = authMethodOf(applicationType, input.tokenEndpointAuthMethod);
  const grantTypes = grantTypesOf(applicationType, input.grantTypes);
  const responseTypes = responseTypesOf(grantTypes, input.responseTypes);
  const native = applicationType === 'native';
  const redirectUris = uris(input.redirectUris, 'redirect_uris', native);
  if (redirectUris.length === 0 && (responseTypes.length > 0 || grantTypes.includes('authorization_code'))) {
    fail('redirect_uris', 'At least one redirect URI is required');
  }
  const consent = input.consentMethod ?? 'TRUSTED';
  if (consent !== 'TRUSTED' && consent !== 'REQUIRED') fail('consent_method', 'Use REQUIRED or TRUSTED');
  const login = input.initiateLoginUri ? checkUri(input.initiateLoginUri, 'initiate_login_uri', false) : null;
  return {
    applicationType,
    tokenEndpointAuthMethod,
    type: tokenEndpointAuthMethod === 'none' ? 'public' : 'confidential',
    redirectUris,
    postLogoutRedirectUris: uris(input.postLogoutRedirectUris, 'post_logout_redirect_uris', native),
    grantTypes,
    responseTypes,
    consentRequired: consent === 'REQUIRED',
    initiateLoginUri: login,
    logoUri: input.logoUri ? checkUri(input.logoUri, 'logo_uri', false) : null,
    clientUri: input.clientUri ? checkUri(input.clientUri, 'client_uri', false) : null,
  };
}
