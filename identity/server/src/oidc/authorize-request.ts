import { RESPONSE_MODES, SUPPORTED_SCOPES, type ResponseMode } from './constants.ts';
import { checkPkceParams } from './pkce.ts';

/** The parts of a registered client that /authorize needs (structurally a subset of core's `OidcClient`). */
export interface AuthorizeClient {
  clientId: string;
  type: 'public' | 'confidential';
  redirectUris: string[];
  responseTypes: string[];
}

/** A validated authorization request (OIDC Core §3.1.2.1, RFC 7636, Okta extensions). */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  /** Canonical order: code, id_token, token. */
  responseTypes: Array<'code' | 'id_token' | 'token'>;
  responseMode: ResponseMode;
  scopes: string[];
  state: string;
  nonce?: string;
  prompt: Set<string>;
  /** Seconds. */
  maxAge?: number;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256';
  sessionToken?: string;
}

/** Where an error goes: `fatal` errors get an error page (never a redirect); others go back to the client. */
export type AuthorizeParseResult =
  | { ok: true; request: AuthorizeRequest }
  | { ok: false; fatal: true; error: string; description: string }
  | {
      ok: false;
      fatal: false;
      error: string;
      description: string;
      redirectUri: string;
      responseMode: ResponseMode;
      state?: string;
    };

const TYPE_ORDER = ['code', 'id_token', 'token'] as const;
type ResponseTypePart = (typeof TYPE_ORDER)[number];

/** Splits `code id_token` etc. into the canonical order; null for unknown parts, duplicates or empty. */
export function parseResponseType(value: string): ResponseTypePart[] | null {
  const parts = value.split(' ').filter((p) => p !== '');
  if (parts.length === 0 || new Set(parts).size !== parts.length) return null;
  if (!parts.every((p) => (TYPE_ORDER as readonly string[]).includes(p))) return null;
  return TYPE_ORDER.filter((t) => parts.includes(t));
}

/** RFC 6749 §3.1: a parameter sent twice is an error; returns undefined when absent or empty. */
function single(params: Record<string, unknown>, name: string): string | undefined | Error {
  const v = params[name];
  if (Array.isArray(v)) return new Error(`The '${name}' parameter was sent more than once.`);
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') return new Error(`The '${name}' parameter is not a string.`);
  return v.includes('\u0000') ? new Error(`The '${name}' parameter must not contain a NUL character.`) : v;
}

/** The first parameter whose name or value contains U+0000 (PostgreSQL cannot store it). */
function nulParameter(params: Record<string, unknown>): string | undefined {
  const hasNul = (v: unknown) =>
    (typeof v === 'string' && v.includes('\u0000')) ||
    (Array.isArray(v) && v.some((x) => typeof x === 'string' && x.includes('\u0000')));
  return Object.entries(params).find(([k, v]) => k.includes('\u0000') || hasNul(v))?.[0];
}

/**
 * Validates an authorization request against the registered client (`null` when client_id is unknown).
 * Pure: no I/O. Client and redirect_uri problems are fatal (the response must never redirect to an
 * unverified URI, RFC 6749 §4.1.2.1); every later problem is returned to the client in its response mode.
 */
export function parseAuthorizeRequest(
  params: Record<string, unknown>,
  client: AuthorizeClient | null,
): AuthorizeParseResult {
  const fatal = (error: string, description: string) =>
    ({ ok: false, fatal: true, error, description }) as const;
  const clientId = single(params, 'client_id');
  if (clientId instanceof Error) return fatal('invalid_request', clientId.message);
  if (clientId === undefined) return fatal('invalid_request', "The 'client_id' parameter is required.");
  if (!client || client.clientId !== clientId)
    return fatal('invalid_client', "Invalid value for 'client_id' parameter.");
  const redirectUri = single(params, 'redirect_uri');
  if (redirectUri instanceof Error) return fatal('invalid_request', redirectUri.message);
  if (redirectUri === undefined) return fatal('invalid_request', "The 'redirect_uri' parameter is required.");
  if (!client.redirectUris.includes(redirectUri)) {
    return fatal(
      'invalid_request',
      "The 'redirect_uri' parameter must be a Login redirect URI in the client app settings.",
    );
  }

  const rawState = single(params, 'state');
  const state = typeof rawState === 'string' ? rawState : undefined;
  const rawType = single(params, 'response_type');
  const types = typeof rawType === 'string' ? parseResponseType(rawType) : null;
  const rawMode = single(params, 'response_mode');
  const knownMode = (RESPONSE_MODES as readonly string[]).includes(String(rawMode))
    ? (rawMode as ResponseMode)
    : undefined;
  const defaultMode: ResponseMode = types && types.length === 1 && types[0] === 'code' ? 'query' : 'fragment';
  // A query-mode answer carrying tokens would leak them to logs and Referer headers: use the fragment instead.
  const mode: ResponseMode =
    knownMode === 'query' && defaultMode === 'fragment' ? 'fragment' : (knownMode ?? defaultMode);
  const fail = (error: string, description: string) =>
    ({ ok: false, fatal: false, error, description, redirectUri, responseMode: mode, state }) as const;

  const nul = nulParameter(params);
  if (nul !== undefined) {
    return fail(
      'invalid_request',
      `The '${nul.replaceAll('\u0000', '')}' parameter must not contain a NUL character.`,
    );
  }
  for (const name of [
    'state',
    'response_type',
    'response_mode',
    'scope',
    'nonce',
    'prompt',
    'max_age',
    'sessionToken',
  ]) {
    const v = single(params, name);
    if (v instanceof Error) return fail('invalid_request', v.message);
  }
  if (params.request !== undefined)
    return fail('request_not_supported', "The 'request' parameter is not supported.");
  if (params.request_uri !== undefined) {
    return fail('request_uri_not_supported', "The 'request_uri' parameter is not supported.");
  }
  if (rawType === undefined) return fail('invalid_request', "The 'response_type' parameter is required.");
  if (!types)
    return fail('unsupported_response_type', `The response type '${String(rawType)}' is not supported.`);
  if (rawMode !== undefined && !knownMode) {
    return fail('unsupported_response_mode', `The response mode '${String(rawMode)}' is not supported.`);
  }
  if (knownMode === 'query' && defaultMode === 'fragment') {
    return fail(
      'unsupported_response_mode',
      "The 'query' response mode cannot be used with tokens in the response.",
    );
  }
  if (!types.every((t) => client.responseTypes.includes(t))) {
    return fail(
      'unauthorized_client',
      `The client is not authorized to use the response type '${String(rawType)}'.`,
    );
  }

  const scopes = String(single(params, 'scope') ?? '')
    .split(' ')
    .filter((s) => s !== '');
  if (scopes.length === 0) return fail('invalid_scope', "The 'scope' parameter is required.");
  const unknown = scopes.filter((s) => !(SUPPORTED_SCOPES as readonly string[]).includes(s));
  if (unknown.length > 0)
    return fail('invalid_scope', `One or more scopes are not supported: ${unknown.join(', ')}.`);
  // Okta's org authorization server serves OpenID Connect requests only.
  if (!scopes.includes('openid')) return fail('invalid_scope', "The 'openid' scope is required.");
  if (state === undefined) return fail('invalid_request', "The 'state' parameter is required.");
  const nonce = single(params, 'nonce') as string | undefined;
  if (types.includes('id_token') && nonce === undefined) {
    return fail('invalid_request', "The 'nonce' parameter is required when requesting an id_token.");
  }

  const prompt = new Set(
    String(single(params, 'prompt') ?? '')
      .split(' ')
      .filter((p) => p !== ''),
  );
  if ([...prompt].some((p) => !['none', 'login', 'consent', 'select_account'].includes(p))) {
    return fail('invalid_request', "The 'prompt' parameter has an unsupported value.");
  }
  if (prompt.has('none') && prompt.size > 1) {
    return fail('invalid_request', "The 'prompt' value 'none' cannot be combined with other values.");
  }
  const rawMaxAge = single(params, 'max_age') as string | undefined;
  if (rawMaxAge !== undefined && !/^\d{1,10}$/.test(rawMaxAge)) {
    return fail('invalid_request', "The 'max_age' parameter must be a non-negative integer.");
  }

  const challenge = single(params, 'code_challenge');
  const method = single(params, 'code_challenge_method');
  if (challenge instanceof Error) return fail('invalid_request', challenge.message);
  if (method instanceof Error) return fail('invalid_request', method.message);
  const pkceError = checkPkceParams(challenge, method, types.includes('code') && client.type === 'public');
  if (pkceError) return fail('invalid_request', pkceError);

  const sessionToken = single(params, 'sessionToken') as string | undefined;
  const request: AuthorizeRequest = {
    clientId,
    redirectUri,
    responseTypes: types,
    responseMode: mode,
    scopes,
    state,
    prompt,
  };
  if (nonce !== undefined) request.nonce = nonce;
  if (rawMaxAge !== undefined) request.maxAge = Number(rawMaxAge);
  if (challenge !== undefined) {
    request.codeChallenge = challenge;
    request.codeChallengeMethod = 'S256';
  }
  if (sessionToken !== undefined) request.sessionToken = sessionToken;
  return { ok: true, request };
}
