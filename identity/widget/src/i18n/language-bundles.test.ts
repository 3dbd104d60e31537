import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages.ts';

/** The widget build's language bundles (scripts/build.ts), as the IdP serves them under {assets.baseUrl}. */
const dist = join(resolve(dirname(fileURLToPath(import.meta.url)), '../../dist'), 'labels');
const json = (name: string) => JSON.parse(readFileSync(join(dist, 'json', `${name}.json`), 'utf8')) as object;

describe.skipIf(!existsSync(dist))('language bundles in the build', () => {
  it('has a JSON and a JSONP bundle for each of the 28 languages (English as login.json)', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      const name = lang === 'en' ? 'login' : `login_${lang}`;
      expect(existsSync(join(dist, 'json', `${name}.json`)), name).toBe(true);
      expect(readFileSync(join(dist, 'jsonp', `${name}.jsonp`), 'utf8')).toMatch(/^jsonpCallback\(\{/);
    }
  });

  it('serves Indonesian under the old code in as well', () => {
    expect(json('login_in')).toEqual(json('login_id'));
    expect(json('login_in')).toHaveProperty('primaryauth.title', 'Masuk');
  });
});
