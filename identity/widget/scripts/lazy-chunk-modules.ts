import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { LAZY_CHUNKS } from '../src/lazy/lazy-chunks.ts';

/**
 * The module of each lazy chunk, absolute: the `name: () => import('path'),` lines of src/lazy/lazy-chunks.ts (the
 * IIFE build needs the paths, which the loaders hide). Throws unless every chunk has exactly such a line.
 */
export function lazyChunkModules(src: string): Record<string, string> {
  const table = join(src, 'lazy/lazy-chunks.ts');
  const lines = readFileSync(table, 'utf8').matchAll(/^\s*'?([\w-]+)'?: \(\) => import\('([^']+)'\),$/gm);
  const modules = Object.fromEntries([...lines].map((m) => [m[1], resolve(dirname(table), m[2] as string)]));
  const names = Object.keys(LAZY_CHUNKS);
  if (Object.keys(modules).join() !== names.join()) {
    throw new Error(
      `lazy-chunks.ts: expected one "name: () => import('path')," line per chunk (${names.join(', ')})`,
    );
  }
  return modules;
}
