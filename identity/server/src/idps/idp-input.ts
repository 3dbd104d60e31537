import { InputErrors } from '../errors.ts';
import { PROVIDER_KINDS } from './provider-types.ts';
import {
  IDP_TYPES,
  TOKEN_AUTH_METHODS,
  type IdpType,
  type NewIdpRow,
  type TokenAuthMethod,
} from './tables.ts';

/** The body of `POST /api/v1/idps` and `PUT /api/v1/idps/{id}` (Okta IdentityProvider, OIDC subset). */
export interface IdpInput {
  type?: string;
  name?: string;
  status?: string;
  protocol?: {
    type?: string;
    endpoints?: Partial<Record<'authorization' | 'token' | 'jwks' | 'userInfo', { url?: string }>>;
    scopes?: string[];
    issuer?: { url?: string };
    credentials?: {
      client?: { client_id?: string; client_secret?: string; token_endpoint_auth_method?: string };
    };
  };
  policy?: {
    provisioning?: { action?: string; groups?: { action?: string; assignments?: string[] } };
    accountLink?: { action?: string };
    maxClockSkew?: number;
  };
}

/** The columns an input sets, and the plain client secret to seal (undefined: keep the stored one). */
export interface IdpFields {
  row: Omit<NewIdpRow, 'id' | 'clientSecretSealed' | 'createdAt' | 'updatedAt'>;
  clientSecret: string | undefined;
}

type Problem = { property: string; message: string };

function httpsUrl(value: string | undefined, property: string, problems: Problem[], loopbackOk: boolean) {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push({ property, message: 'Must be an absolute URL' });
    return undefined;
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(loopbackOk && loopback && url.protocol === 'http:')) {
    problems.push({ property, message: 'Must be an https URL (http only on localhost)' });
    return undefined;
  }
  return value;
}

/**
 * Validates an IdP body into columns. Generic OIDC needs every endpoint (authorization, token, jwks) and the
 * issuer; the social kinds default to their published ones (provider-types.ts). `clientSecret` is required unless
 * `token_endpoint_auth_method` is `none` (then PKCE alone protects the code exchange). `existing` (update) keeps a
 * stored secret when the body sends none.
 * @throws InputErrors (400 E0000001) naming each invalid property.
 */
export function parseIdpInput(input: IdpInput, opts: { hasSecret: boolean; loopbackOk: boolean }): IdpFields {
  const problems: Problem[] = [];
  const type = (input.type ?? '') as IdpType;
  if (!IDP_TYPES.includes(type)) {
    problems.push({ property: 'type', message: `Must be one of ${IDP_TYPES.join(', ')}` });
  }
  const name = (input.name ?? '').trim();
  if (name === '' || name.length > 100)
    problems.push({ property: 'name', message: 'Must have 1 to 100 characters' });
  const status = input.status ?? 'ACTIVE';
  if (status !== 'ACTIVE' && status !== 'INACTIVE') {
    problems.push({ property: 'status', message: 'Must be ACTIVE or INACTIVE' });
  }
  const defaults = IDP_TYPES.includes(type) ? PROVIDER_KINDS[type].defaults : undefined;
  const protocol = input.protocol ?? {};
  const ep = protocol.endpoints ?? {};
  const url = (v: string | undefined, property: string) => httpsUrl(v, property, problems, opts.loopbackOk);
  const authorizationUrl =
    url(ep.authorization?.url, 'protocol.endpoints.authorization') ?? defaults?.authorization;
  const tokenUrl = url(ep.token?.url, 'protocol.endpoints.token') ?? defaults?.token;
  const jwksUrl = url(ep.jwks?.url, 'protocol.endpoints.jwks') ?? defaults?.jwks;
  const userinfoUrl = url(ep.userInfo?.url, 'protocol.endpoints.userInfo') ?? defaults?.userInfo ?? null;
  const issuer = url(protocol.issuer?.url, 'protocol.issuer') ?? defaults?.issuer ?? null;
  for (const [value, property] of [
    [authorizationUrl, 'protocol.endpoints.authorization'],
    [tokenUrl, 'protocol.endpoints.token'],
    [jwksUrl, 'protocol.endpoints.jwks'],
  ] as const) {
    if (!value && !problems.some((p) => p.property === property)) {
      problems.push({ property, message: 'Required for this provider type' });
    }
  }
  if (type === 'OIDC' && !issuer && !problems.some((p) => p.property === 'protocol.issuer')) {
    problems.push({ property: 'protocol.issuer', message: 'Required for an OIDC provider' });
  }
  const scopes = protocol.scopes ?? defaults?.scopes ?? ['openid', 'email', 'profile'];
  if (!scopes.includes('openid') || scopes.some((s) => !/^[\x21\x23-\x5B\x5D-\x7E]{1,100}$/.test(s))) {
    problems.push({
      property: 'protocol.scopes',
      message: "Must include 'openid'; scopes are tokens without spaces",
    });
  }
  const client = protocol.credentials?.client ?? {};
  const clientId = client.client_id ?? '';
  if (clientId === '' || clientId.length > 255) {
    problems.push({
      property: 'protocol.credentials.client.client_id',
      message: 'Must have 1 to 255 characters',
    });
  }
  const method = (client.token_endpoint_auth_method ?? 'client_secret_post') as TokenAuthMethod;
  if (!TOKEN_AUTH_METHODS.includes(method)) {
    problems.push({
      property: 'protocol.credentials.client.token_endpoint_auth_method',
      message: `Must be one of ${TOKEN_AUTH_METHODS.join(', ')}`,
    });
  }
  const secret = client.client_secret;
  if (secret !== undefined && (secret === '' || secret.length > 1024)) {
    problems.push({
      property: 'protocol.credentials.client.client_secret',
      message: 'Must have 1 to 1024 characters',
    });
  }
  if (method !== 'none' && secret === undefined && !opts.hasSecret) {
    problems.push({
      property: 'protocol.credentials.client.client_secret',
      message: 'Required unless the method is none',
    });
  }
  const pol = input.policy ?? {};
  const provisioning = pol.provisioning?.action ?? 'AUTO';
  if (provisioning !== 'AUTO' && provisioning !== 'DISABLED') {
    problems.push({ property: 'policy.provisioning.action', message: 'Must be AUTO or DISABLED' });
  }
  const accountLink = pol.accountLink?.action ?? 'AUTO';
  if (accountLink !== 'AUTO' && accountLink !== 'DISABLED') {
    problems.push({ property: 'policy.accountLink.action', message: 'Must be AUTO or DISABLED' });
  }
  const groupsAction = pol.provisioning?.groups?.action ?? 'NONE';
  const assignments = pol.provisioning?.groups?.assignments ?? [];
  if (groupsAction !== 'NONE' && groupsAction !== 'ASSIGN') {
    problems.push({ property: 'policy.provisioning.groups.action', message: 'Must be NONE or ASSIGN' });
  }
  const skew = pol.maxClockSkew ?? 0;
  if (!Number.isInteger(skew) || skew < 0 || skew > 300_000) {
    problems.push({ property: 'policy.maxClockSkew', message: 'Must be 0 to 300000 milliseconds' });
  }
  if (problems.length > 0) throw new InputErrors(problems);
  return {
    row: {
      type,
      name,
      status: status as 'ACTIVE' | 'INACTIVE',
      clientId,
      tokenAuthMethod: method,
      issuer,
      authorizationUrl: authorizationUrl!,
      tokenUrl: tokenUrl!,
      jwksUrl: jwksUrl!,
      userinfoUrl,
      scopes,
      accountLink: accountLink as 'AUTO' | 'DISABLED',
      provisioning: provisioning as 'AUTO' | 'DISABLED',
      groupAssignments: groupsAction === 'ASSIGN' ? [...new Set(assignments)] : [],
      maxClockSkewMs: skew,
    },
    clientSecret: method === 'none' ? undefined : secret,
  };
}
