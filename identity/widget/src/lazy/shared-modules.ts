/**
 * Modules the IIFE bundle shares with its lazily loaded chunks (one React, one SDK, one UI kit), by package name,
 * by path under `src/`, or as `sdk:<path>` for a file of the SDK's `src/` that the lazily loaded OAuth code
 * imports and the main bundle has anyway (one HTTP client, one set of error classes). scripts/iife-chunks.ts makes each an external of the chunk builds, read from
 * `globalThis.__signInWidgetRuntime.shared[key]`, and records the names the chunks import; anything else a chunk
 * imports is bundled into it. Add a module here when several screens need it and the main bundle has it anyway.
 */
export const SHARED_MODULE_KEYS = [
  'react',
  'react/jsx-runtime',
  '@identity/client',
  'ui/index.ts',
  'i18n/error-keys.ts',
  'routing/factor-table.ts',
  'routing/route-for.ts',
  'shell/load-success.ts',
  'sdk:errors/index.ts',
  'sdk:http/http-client.ts',
  'sdk:http/response-cache.ts',
  'sdk:browser/navigate.ts',
  'sdk:browser/cookies.ts',
  'sdk:browser/web-storage.ts',
  'sdk:oauth/oauth-urls.ts',
  'sdk:oauth/jwt.ts',
  'sdk:oauth/has-tokens.ts',
  'sdk:oauth/token-helpers.ts',
] as const;

/**
 * The bindings chunks import, per key. Empty in this source: the IIFE build replaces this module with one that
 * imports exactly the names its chunks use (so the main bundle keeps nothing else); the ESM build and the tests
 * share modules through ordinary imports and never read it.
 */
export const SHARED_MODULES: Record<string, Record<string, unknown>> = {};
