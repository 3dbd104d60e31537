import { CONFIDENTIAL_READERS, type HomeSummary } from '@compliance/shared';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { HomeContext, HomeSource } from './home-source.ts';

/**
 * The Home summary (issue 7 "Home: what needs me today", completed by issue 9): the union of the figures of the
 * registered Home `sources` (home-sources.ts: one module per figure group behind HomeSource), each asked with the
 * person's scope (access.service.ts) and view (confidential documents only for CONFIDENTIAL_READERS).
 */
export function createHomeService(access: AccessService, sources: readonly HomeSource[]) {
  return {
    /** `today` is yyyy-MM-dd (default: the current UTC day). */
    async summary(principal: Principal, today = new Date().toISOString().slice(0, 10)): Promise<HomeSummary> {
      const scope = await access.scopeOf(principal);
      const context: HomeContext = {
        principal,
        scope,
        today,
        view: {
          scope,
          confidential: principal.roles.some((r) => (CONFIDENTIAL_READERS as readonly string[]).includes(r)),
        },
      };
      const parts = [];
      // one after the other: PGlite has one connection, and the figures are small
      for (const source of sources) parts.push(await source.figures(context));
      return Object.assign({}, ...parts) as HomeSummary;
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
