/**
 * Modules the IIFE bundle shares with its lazily loaded screen chunks (one React, one SDK, one UI kit), by package
 * name or by path under `src/`. scripts/iife-chunks.ts makes each an external of the chunk builds, read from
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
] as const;

/**
 * The bindings chunks import, per key. Empty in this source: the IIFE build replaces this module with one that
 * imports exactly the names its chunks use (so the main bundle keeps nothing else); the ESM build and the tests
 * share modules through ordinary imports and never read it.
 */
export const SHARED_MODULES: Record<string, Record<string, unknown>> = {};
