import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AREAS } from './app/area-screens.tsx';

/**
 * Gzipped (level 9) bytes of JavaScript the suite's first page load fetches, measured on the build
 * (`npm run build -w @compliance/web`, after the widget's build). Measured 130 154 B on 2026-11-26 (docs/benchmarks.md,
 * before per-area chunks: 400 737 B) plus about 2.5 % headroom: raise it only with a reason in the review. Work areas,
 * MUI, the data grid and the entity schemas are lazy chunks, so a new area should not move this number.
 */
export const INITIAL_JS_BUDGET = 133_400;

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(here, '../dist');
const built = existsSync(join(dist, 'index.html'));
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The entry script and the modulepreload links of dist/index.html, as files. */
function htmlScripts(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  const preload = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  return [...entry, ...preload].map((file) => join(dist, file));
}

/** The files plus every chunk they reach through static `import ... from "./..."` (not `import()`). */
function staticClosure(files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(
      /(?:^|[;\n}])\s*(?:import|export)\s*[^;()]*?from\s*["'](\.{1,2}\/[^"']+)["']/g,
    )) {
      visit(join(dirname(file), m[1] as string));
    }
  };
  files.forEach(visit);
  return [...seen];
}

/** The modules the area table imports dynamically (one per area), by file name without extension. */
function areaModules(): string[] {
  const table = readFileSync(join(here, 'app/area-screens.tsx'), 'utf8');
  return [...table.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) =>
    basename(m[1] as string).replace(/\.tsx?$/, ''),
  );
}

describe.skipIf(!built)('first load of the suite (gzip -9)', () => {
  it(`fetches at most ${INITIAL_JS_BUDGET} bytes of JavaScript`, () => {
    const files = staticClosure(htmlScripts());
    expect(files.length).toBeGreaterThanOrEqual(1);
    const bytes = files.reduce((sum, f) => sum + gz(f), 0);
    console.info(`suite initial JS (${files.length} files): ${bytes} B gzip (budget ${INITIAL_JS_BUDGET})`);
    expect(bytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
  });

  it('leaves MUI, the data grid and the entity schemas out of the first load', () => {
    const code = staticClosure(htmlScripts())
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    for (const marker of ['MuiDataGrid', 'MuiButton', 'MuiAlert', 'typebox']) {
      expect(code.includes(marker), marker).toBe(false);
    }
  });

  it('builds each registered area as its own chunk, none of them in the first load', () => {
    const modules = areaModules();
    expect(modules).toHaveLength(AREAS.length);
    const initial = new Set(staticClosure(htmlScripts()).map((f) => basename(f)));
    const assets = readdirSync(join(dist, 'assets'));
    const chunks = modules.map((name) => {
      const found = assets.filter((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
      expect(found, `chunk of ${name}`).toHaveLength(1);
      return found[0] as string;
    });
    expect(new Set(chunks).size).toBe(modules.length);
    for (const chunk of chunks) expect(initial.has(chunk), chunk).toBe(false);
  });
});

describe.runIf(!built)('bundle size', () => {
  it('is skipped: dist is missing (run `npm run build -w @compliance/web` first)', () => {
    expect(built).toBe(false);
  });
});
