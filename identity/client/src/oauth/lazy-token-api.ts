import type { TokenApi } from '../types.ts';
import type { OAuthEnv } from './token-api.ts';
import { syncTokenMembers, type SyncTokenMembers } from './token-helpers.ts';

/** Builds the token API of one client from its OAuth settings and HTTP context. */
export type TokenApiFactory = (env: OAuthEnv) => TokenApi;

/** What `@identity/client/oauth` exports and a loader must resolve with. */
export interface OAuthModule {
  createTokenApi: TokenApiFactory;
}

type AsyncMember = Exclude<keyof TokenApi, keyof SyncTokenMembers>;
const ASYNC_MEMBERS: readonly AsyncMember[] = [
  'getWithoutPrompt',
  'getWithPopup',
  'getWithRedirect',
  'parseFromUrl',
  'verify',
  'exchange',
  'refresh',
  'getUserInfo',
  'revoke',
];

/**
 * A token API whose OAuth code (PKCE, frame and popup flows, token endpoint, id-token validation with jose) is
 * fetched by `load` on the first asynchronous call, once per client, so a page that never needs tokens never
 * downloads it. The synchronous members (`hasTokensInUrl`, `decode`, `logoutUrl`) work at once. A failed load
 * rejects that call with the loader's error, and the next call loads again. Example:
 * `new AuthClientBase(options, lazyTokenApi(() => import('@identity/client/oauth')))`.
 */
export function lazyTokenApi(load: () => Promise<OAuthModule>): TokenApiFactory {
  return (env) => {
    let loaded: Promise<TokenApi> | undefined;
    const api = (): Promise<TokenApi> =>
      (loaded ??= load().then(
        (module) => module.createTokenApi(env),
        (err: unknown) => {
          loaded = undefined;
          throw err;
        },
      ));
    const later = (name: AsyncMember) => [
      name,
      (...args: unknown[]) =>
        api().then((real) => (real[name] as (...a: unknown[]) => Promise<unknown>)(...args)),
    ];
    return {
      ...syncTokenMembers(env.settings),
      ...(Object.fromEntries(ASYNC_MEMBERS.map(later)) as Pick<TokenApi, AsyncMember>),
    };
  };
}
