import type { Session } from '@identity/contracts';
import { browser } from '../browser/navigate.ts';
import { httpRequest, type HttpContext } from '../http/http-client.ts';
import type { SessionApi, SessionInfo } from '../types.ts';

const SESSION_ME = '/api/v1/sessions/me';

/**
 * Sessions API for the current browser session (spec §7 "Session"; authn-protocol.md §1.9):
 * `get` resolves `{status: 'INACTIVE'}` on any failure; `exists` is true only for ACTIVE; `close` DELETEs,
 * `refresh` POSTs the lifecycle refresh (both reject with AuthApiError); `setCookieAndRedirect` navigates.
 */
export function createSessionApi(http: HttpContext): SessionApi {
  const get = async (): Promise<SessionInfo> => {
    try {
      const session = await httpRequest<Session>(http, { url: SESSION_ME });
      if (!session || typeof session !== 'object') return { status: 'INACTIVE' };
      const { _links: links, ...rest } = session;
      return {
        ...rest,
        _links: links,
        refresh: () =>
          httpRequest<Session>(http, {
            url: links?.refresh?.href ?? `${SESSION_ME}/lifecycle/refresh`,
            method: 'POST',
          }),
        user: () => httpRequest<unknown>(http, { url: links?.user?.href ?? '/api/v1/users/me' }),
      };
    } catch {
      return { status: 'INACTIVE' };
    }
  };
  return {
    get,
    exists: async () => (await get()).status === 'ACTIVE',
    close: async () => {
      await httpRequest(http, { url: SESSION_ME, method: 'DELETE' });
    },
    refresh: () => httpRequest<Session>(http, { url: `${SESSION_ME}/lifecycle/refresh`, method: 'POST' }),
    setCookieAndRedirect: (sessionToken, redirectUrl) => {
      const query = new URLSearchParams({
        checkAccountSetupComplete: 'true',
        token: sessionToken,
        redirectUrl: redirectUrl ?? browser.href(),
      });
      browser.navigate(`${http.url}/login/sessionCookieRedirect?${query.toString()}`);
    },
  };
}
