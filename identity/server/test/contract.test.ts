import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR, recordFixtures } from '../scripts/record-fixtures.ts';

function committed(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const dir of readdirSync(FIXTURES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of readdirSync(join(FIXTURES_DIR, dir.name)).filter((f) => f.endsWith('.json'))) {
      out[`${dir.name}/${file}`] = JSON.parse(readFileSync(join(FIXTURES_DIR, dir.name, file), 'utf8'));
    }
  }
  return out;
}

describe('contract: committed fixtures match what the server answers today', () => {
  it('re-records every scenario in memory and finds the committed files identical', async () => {
    const fresh = await recordFixtures();
    const files = committed();
    expect(Object.keys(fresh).sort()).toEqual(Object.keys(files).sort());
    for (const [path, fixture] of Object.entries(fresh)) {
      expect({ path, ...fixture }).toEqual({ path, ...(files[path] as object) });
    }
  });
});
