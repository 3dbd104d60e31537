/** Local-storage key of the language cache (invalidated by the widget version; spec §7 "Other"). */
export const LANGUAGE_CACHE_KEY = 'osw.languages';

/** Language bundle timeout, ms (spec §9). */
export const BUNDLE_TIMEOUT_MS = 5000;

interface CacheShape {
  version: string;
  bundles: Record<string, Record<string, string>>;
}

export interface LoadBundleOptions {
  /** `{assets.baseUrl}` without trailing slash. */
  assetsBaseUrl: string;
  version: string;
  rewrite?: (path: string) => string;
  timeoutMs?: number;
}

function readCache(version: string): CacheShape {
  try {
    const parsed = JSON.parse(localStorage.getItem(LANGUAGE_CACHE_KEY) ?? 'null') as CacheShape | null;
    if (parsed && parsed.version === version && parsed.bundles) return parsed;
  } catch {
    // A corrupt or unavailable cache is simply ignored.
  }
  return { version, bundles: {} };
}

function writeCache(cache: CacheShape): void {
  try {
    localStorage.setItem(LANGUAGE_CACHE_KEY, JSON.stringify(cache));
  } catch {
    // Storage full or disabled: the bundle is still used for this page.
  }
}

/** The cached bundle of `language` for this widget version, if any. */
export function cachedBundle(language: string, version: string): Record<string, string> | undefined {
  return readCache(version).bundles[`login_${language}`];
}

/**
 * Loads `login_{language}` from `{assetsBaseUrl}/labels/json/login_{language}.json` (cache first), aborting
 * after `timeoutMs` (default 5000 ms). Resolves with the labels; rejects on timeout, HTTP error or bad JSON.
 */
export async function loadBundle(
  language: string,
  options: LoadBundleOptions,
): Promise<Record<string, string>> {
  const cached = cachedBundle(language, options.version);
  if (cached) return cached;
  const path = `/labels/json/login_${language}.json`;
  const url = options.rewrite
    ? options.rewrite(`${options.assetsBaseUrl}${path}`)
    : `${options.assetsBaseUrl}${path}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? BUNDLE_TIMEOUT_MS);
  try {
    const res = await fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`Language bundle ${language}: HTTP ${res.status}`);
    const labels = (await res.json()) as Record<string, string>;
    const cache = readCache(options.version);
    cache.bundles[`login_${language}`] = labels;
    writeCache(cache);
    return labels;
  } finally {
    clearTimeout(timer);
  }
}
