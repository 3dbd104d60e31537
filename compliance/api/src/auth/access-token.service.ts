import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

/** Claims the suite relies on, read from a verified access token. */
export interface Principal {
  sub: string;
  /** Roles: the token's `groups` claim (empty when absent). */
  roles: string[];
  name?: string;
  email?: string;
  /** The raw token, for calls made on the user's behalf (userinfo). */
  token: string;
  /** Expiry, Unix time in s. */
  exp: number;
}

/** Why a token was refused; `description` goes into `error_description` of `WWW-Authenticate`. */
export class TokenRejected extends Error {
  constructor(readonly description: string) {
    super(description);
    this.name = 'TokenRejected';
  }
}

/** Raised when the issuer's keys cannot be fetched (not the client's fault). */
export class KeysUnavailable extends Error {
  constructor(cause: unknown) {
    super('The issuer keys could not be fetched', { cause });
    this.name = 'KeysUnavailable';
  }
}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** JWKS address; defaults to `{issuer}/oauth2/v1/keys`. */
  jwksUrl?: string;
  /** Allowed clock skew in s (default 60). */
  clockTolerance?: number;
}

export type AccessTokenVerifier = (token: string) => Promise<Principal>;

const COMPACT_JWS = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * Builds the access-token verifier: RS256 only, signature against the IdP's JWKS (cached by jose, refetched on
 * an unknown `kid`), `iss`, `aud` and `exp`/`nbf` checked (RFC 9068 §4, RFC 7519 §4.1).
 * Rejects with TokenRejected (client error) or KeysUnavailable (IdP unreachable).
 */
export function createAccessTokenVerifier(options: VerifierOptions): AccessTokenVerifier {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl ?? `${options.issuer}/oauth2/v1/keys`), {
    timeoutDuration: 5000,
  });
  return async (token) => {
    if (!COMPACT_JWS.test(token)) throw new TokenRejected('The access token is malformed');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        clockTolerance: options.clockTolerance ?? 60,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      throw mapJoseError(error);
    }
    return toPrincipal(payload, token);
  };
}

function toPrincipal(payload: JWTPayload, token: string): Principal {
  const groups = Array.isArray(payload.groups) ? payload.groups.filter((g) => typeof g === 'string') : [];
  const principal: Principal = { sub: String(payload.sub), roles: groups, token, exp: Number(payload.exp) };
  if (typeof payload.name === 'string') principal.name = payload.name;
  if (typeof payload.email === 'string') principal.email = payload.email;
  return principal;
}

function mapJoseError(error: unknown): Error {
  if (error instanceof joseErrors.JWTExpired) return new TokenRejected('The access token is expired');
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return new TokenRejected('The access token issuer is not valid');
    if (error.claim === 'aud') return new TokenRejected('The access token audience is not valid');
    return new TokenRejected(`The access token claim '${error.claim}' is not valid`);
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
    return new TokenRejected('The access token signature is not valid');
  }
  if (error instanceof joseErrors.JWKSNoMatchingKey || error instanceof joseErrors.JWKSMultipleMatchingKeys) {
    return new TokenRejected('The access token signing key is not known');
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed) {
    return new TokenRejected('The access token algorithm is not allowed');
  }
  if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid) {
    return new KeysUnavailable(error);
  }
  if (error instanceof joseErrors.JOSEError) return new TokenRejected('The access token is malformed');
  // fetch failures (IdP down) surface as TypeError from the JWKS request
  return new KeysUnavailable(error);
}
