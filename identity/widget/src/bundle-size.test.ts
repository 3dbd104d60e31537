import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OAUTH_MARKERS } from './test-support/oauth-markers.ts';

/**
 * Gzipped bytes the primary sign-in screen loads, measured on the build (`npm run build -w @identity/widget`).
 * Budgets are the measurement of 2026-11-23 (docs/benchmarks.md) plus 2 % headroom: raise them only with a reason in
 * the review. The IIFE budget keeps `npm run bench:widget` under its byte target (88 700 B is about 0.318 of the
 * okta-signin-widget 2.21.0's 274.1 KiB). The OAuth code, the later screens and their English labels are lazy
 * chunks (chunk-size.test.ts), so new screens should not move these numbers.
 */
export const BUDGET = {
  /**
   * dist/iife/sign-in-widget.min.js (React bundled) + dist/css/sign-in-widget.css. Measured 86 947 B; then 88 723 B
   * on 2026-11-26 with issue 8's entry points on primary sign-in and in the shell (the loader of the security beacon /
   * fingerprint / typing-pattern chunk, registration and consent routing). Raised from 88 700 to 89 400: still under
   * the bench's byte target (a third of 2.21.0's 274.1 KiB is 93 570 B on the wire). 89 804 B the same day with the
   * social and custom buttons on primary sign-in (spec §2: drawn with the form, not after a chunk loads) and the
   * discovery routing; raised to 90 000.
   */
  iife: 90_000,
  /**
   * dist/esm entry + the chunks it imports statically (React excluded, a peer) + CSS. Measured 22 248 B; then
   * 22 810 B on 2026-11-26 (the same issue 8 entry points). Raised from 22 700 to 23 300. 23 994 B the same day with
   * the social and custom buttons and the discovery routing; raised to 24 100.
   */
  esm: 24_100,
};

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const built =
  existsSync(join(dist, 'iife/sign-in-widget.min.js')) && existsSync(join(dist, 'esm/sign-in-widget.js'));
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The entry chunk plus every chunk reachable through static `import ... from "./..."` (not `import()`). */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(
      /(?:^|[;\n}])\s*(?:import|export)\s[^;()]*?from\s*["'](\.{1,2}\/[^"']+)["']/g,
    )) {
      visit(join(dirname(file), m[1] as string));
    }
  };
  visit(entry);
  return [...seen];
}

describe.skipIf(!built)('bundle size of the primary sign-in screen (gzip -9)', () => {
  it(`IIFE + CSS stays within ${BUDGET.iife} bytes`, () => {
    const bytes = gz(join(dist, 'iife/sign-in-widget.min.js')) + gz(join(dist, 'css/sign-in-widget.css'));
    console.info(`widget IIFE + CSS: ${bytes} B gzip (budget ${BUDGET.iife})`);
    expect(bytes).toBeLessThanOrEqual(BUDGET.iife);
  });

  it(`ESM entry (static closure) + CSS stays within ${BUDGET.esm} bytes`, () => {
    const files = staticClosure(join(dist, 'esm/sign-in-widget.js'));
    expect(files.length).toBeGreaterThanOrEqual(1);
    const bytes = files.reduce((sum, f) => sum + gz(f), 0) + gz(join(dist, 'css/sign-in-widget.css'));
    // The OAuth code is a dynamic import of the ESM build, fetched only by a widget that gets tokens.
    const code = files.map((f) => readFileSync(f, 'utf8')).join('\n');
    for (const marker of OAUTH_MARKERS) expect(code.includes(marker)).toBe(false);
    console.info(`widget ESM entry (${files.length} files) + CSS: ${bytes} B gzip (budget ${BUDGET.esm})`);
    expect(bytes).toBeLessThanOrEqual(BUDGET.esm);
  });
});

describe.runIf(!built)('bundle size', () => {
  it('is skipped: dist is missing (run `npm run build -w @identity/widget` first)', () => {
    expect(built).toBe(false);
  });
});
