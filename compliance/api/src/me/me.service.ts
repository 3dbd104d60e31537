import type { Principal } from '../auth/access-token.service.ts';
import type { MeBody } from './me.schema.ts';

interface CachedProfile {
  name?: string;
  email?: string;
  /** Unix time in s after which the entry is dropped (the token's expiry). */
  exp: number;
}

const MAX_ENTRIES = 1000;

/**
 * Builds the `/api/me` view of a principal. Access tokens carry `sub` (the login) and `groups`; when they lack
 * `name` or `email`, the profile is read once per token from the IdP's `/oauth2/v1/userinfo` (OIDC Core §5.3)
 * and cached until the token expires. When userinfo fails, `sub` stands in for the missing fields.
 */
export function createMeService(options: { idpUrl: string; fetchTimeoutMs?: number }) {
  const cache = new Map<string, CachedProfile>();

  async function fetchUserinfo(token: string): Promise<{ name?: string; email?: string }> {
    try {
      const response = await fetch(`${options.idpUrl}/oauth2/v1/userinfo`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.fetchTimeoutMs ?? 5000),
      });
      if (!response.ok) return {};
      const body = (await response.json()) as Record<string, unknown>;
      const name = typeof body.name === 'string' ? body.name : undefined;
      const email = typeof body.email === 'string' ? body.email : undefined;
      return { ...(name ? { name } : {}), ...(email ? { email } : {}) };
    } catch {
      return {};
    }
  }

  async function profileOf(principal: Principal): Promise<{ name?: string; email?: string }> {
    if (principal.name && principal.email) return principal;
    const now = Date.now() / 1000;
    const hit = cache.get(principal.token);
    if (hit && hit.exp > now) return hit;
    const fetched = await fetchUserinfo(principal.token);
    if (cache.size >= MAX_ENTRIES) {
      for (const [key, entry] of cache) if (entry.exp <= now) cache.delete(key);
      // still full: drop the oldest entry (Map keeps insertion order)
      const oldest = cache.keys().next();
      if (cache.size >= MAX_ENTRIES && !oldest.done) cache.delete(oldest.value);
    }
    const entry = { ...fetched, exp: principal.exp };
    cache.set(principal.token, entry);
    return entry;
  }

  return {
    /** Returns `{sub, name, email, roles}` for a verified principal. */
    async me(principal: Principal): Promise<MeBody> {
      const profile = await profileOf(principal);
      const fallbackEmail = principal.sub.includes('@') ? principal.sub : '';
      return {
        sub: principal.sub,
        name: principal.name ?? profile.name ?? principal.sub,
        email: principal.email ?? profile.email ?? fallbackEmail,
        roles: principal.roles,
      };
    },
  };
}

export type MeService = ReturnType<typeof createMeService>;
