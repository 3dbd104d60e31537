import type { Principal } from '../auth/access-token.service.ts';
import type { MeBody } from './me.schema.ts';

/**
 * Builds the `/api/me` view of a principal: `{sub, name, email, roles}`. Name and email come from the token or,
 * when it lacks them, from the IdP's userinfo answer of the liveness check (authenticator.ts); `sub` stands in
 * for a missing name, and for a missing email when it looks like one.
 */
export function createMeService() {
  return {
    async me(principal: Principal): Promise<MeBody> {
      const fallbackEmail = principal.sub.includes('@') ? principal.sub : '';
      return {
        sub: principal.sub,
        name: principal.name ?? principal.sub,
        email: principal.email ?? fallbackEmail,
        roles: principal.roles,
      };
    },
  };
}

export type MeService = ReturnType<typeof createMeService>;
