import { assetUrl, type AssetsLocation } from './assets.ts';

/** The global where the IIFE bundle and its chunk scripts meet (classic scripts share no module scope). */
export const RUNTIME_GLOBAL = '__signInWidgetRuntime';

/** What the IIFE bundle offers its chunks (`globalThis.__signInWidgetRuntime`). */
export interface ChunkRuntime {
  /** Modules of the main bundle that chunks import instead of bundling them, by specifier (lazy/shared-modules.ts). */
  readonly shared: Readonly<Record<string, unknown>>;
  /** Called by a chunk script as it runs: the module of the chunk `name`. */
  define(name: string, module: unknown): void;
}

const defined = new Map<string, unknown>();
const loading = new Map<string, Promise<unknown>>();
let nonce = '';

/**
 * Installs the runtime chunks call back into; the IIFE entry calls it once as the bundle is evaluated. The nonce of
 * the widget's own script, if any, is given to the chunk scripts (CSP `script-src 'nonce-…'`).
 */
export function installChunkRuntime(shared: Record<string, unknown>): ChunkRuntime {
  nonce =
    (typeof document !== 'undefined' && (document.currentScript as HTMLScriptElement | null)?.nonce) || '';
  const runtime: ChunkRuntime = { shared, define: (name, module) => void defined.set(name, module) };
  (globalThis as Record<string, unknown>)[RUNTIME_GLOBAL] = runtime;
  return runtime;
}

/**
 * Loads the chunk `name` from `{assets.baseUrl}/iife/{file}` with a `<script src>` (same origin under a strict
 * `script-src 'self'` CSP: no inline script, no eval) and resolves with the module it defines. Rejects when the
 * script fails to load or does not define `name`; a later call tries again.
 */
export function loadChunk<T>(name: string, file: string, assets: AssetsLocation): Promise<T> {
  if (defined.has(name)) return Promise.resolve(defined.get(name) as T);
  const pending = loading.get(name);
  if (pending) return pending as Promise<T>;
  const url = assetUrl(`iife/${file}`, assets);
  const promise = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    if (nonce) script.nonce = nonce;
    const settle = (error?: Error) => {
      script.remove();
      loading.delete(name);
      if (!error && defined.has(name)) resolve(defined.get(name) as T);
      else reject(error ?? new Error(`The script ${url} did not define the screen chunk ${name}`));
    };
    script.addEventListener('load', () => settle());
    script.addEventListener('error', () => settle(new Error(`Could not load the screen chunk ${url}`)));
    document.head.appendChild(script);
  });
  loading.set(name, promise);
  return promise;
}
