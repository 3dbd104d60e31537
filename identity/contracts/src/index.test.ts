import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contracts from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const FROM = /\b(import|export)\s+(type\s+)?[^;]*?\bfrom\s+'([^']+)'/gs;

/** Specifiers `file` loads at run time: its import/export-from statements that are not type-only. */
function runtimeImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(FROM)].filter((m) => !m[2]).map((m) => m[3] as string);
}

describe('@identity/contracts entry (browsers import it)', () => {
  it('loads no schema library at run time: the types derived from the schemas are re-exported type-only', () => {
    const seen = new Set<string>();
    const packages: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of runtimeImports(file)) {
        if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
        else packages.push(spec);
      }
    };
    visit(resolve(here, 'index.ts'));
    expect(packages).toEqual([]);
    expect([...seen].some((f) => f.includes('/schemas/'))).toBe(false);
  });

  it('exports TRANSACTION_STATUSES as its only value', () => {
    expect(Object.keys(contracts)).toEqual(['TRANSACTION_STATUSES']);
    expect(contracts.TRANSACTION_STATUSES).toContain('MFA_REQUIRED');
  });
});
