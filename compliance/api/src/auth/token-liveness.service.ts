/** What the IdP says about a token right now: active (with the user's profile) or not. */
export type Liveness = { active: true; name?: string; email?: string } | { active: false };

/** Raised when the IdP cannot be asked (not the client's fault: 503). */
export class IdpUnreachable extends Error {
  constructor(cause: unknown) {
    super('The identity provider could not be reached', { cause });
    this.name = 'IdpUnreachable';
  }
}

interface CacheEntry {
  liveness: Liveness;
  /** Time in ms (Date.now) after which the IdP is asked again. */
  until: number;
}

const MAX_ENTRIES = 5000;

/**
 * Checks with the IdP that a signature-valid access token is still good: not revoked (sign-out revokes it,
 * `/oauth2/v1/logout` ends its grant) and its user still ACTIVE (a locked or suspended user loses access). The
 * IdP's `/oauth2/v1/userinfo` (OIDC Core §5.3) answers exactly that for any token holder: 200 with the profile, or
 * 401 `invalid_token`. (`/oauth2/v1/introspect` answers only confidential clients about their own tokens, and the
 * suite's tokens belong to its public SPA client.) Each answer is reused for at most `ttlS` seconds (<= 30), so a
 * signed-out or locked person loses access within that time.
 * `check` rejects with IdpUnreachable when the IdP does not answer or answers 5xx.
 */
export function createTokenLiveness(options: { idpUrl: string; ttlS: number; timeoutMs?: number }) {
  const cache = new Map<string, CacheEntry>();
  const ttlMs = Math.min(options.ttlS, 30) * 1000;

  async function ask(token: string): Promise<Liveness> {
    let response: Response;
    try {
      response = await fetch(`${options.idpUrl}/oauth2/v1/userinfo`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new IdpUnreachable(error);
    }
    if (response.status === 401) return { active: false };
    if (!response.ok) throw new IdpUnreachable(new Error(`userinfo answered ${response.status}`));
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return {
      active: true,
      ...(typeof body.name === 'string' ? { name: body.name } : {}),
      ...(typeof body.email === 'string' ? { email: body.email } : {}),
    };
  }

  function remember(token: string, liveness: Liveness, now: number): void {
    if (cache.size >= MAX_ENTRIES) {
      for (const [key, entry] of cache) if (entry.until <= now) cache.delete(key);
      const oldest = cache.keys().next();
      if (cache.size >= MAX_ENTRIES && !oldest.done) cache.delete(oldest.value);
    }
    cache.set(token, { liveness, until: now + ttlMs });
  }

  return {
    /** The token's liveness, from the cache when it was asked less than `ttlS` seconds ago. */
    async check(token: string): Promise<Liveness> {
      const now = Date.now();
      const hit = cache.get(token);
      if (hit && hit.until > now) return hit.liveness;
      const liveness = await ask(token);
      if (ttlMs > 0) remember(token, liveness, now);
      return liveness;
    },
  };
}

export type TokenLiveness = ReturnType<typeof createTokenLiveness>;
