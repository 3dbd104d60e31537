import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages.ts';

/**
 * Every language file `labels/login_{lang}.json` against the English labels (labels/login.json plus the later
 * screens' labels/later/login.json): the same keys, the same `{n}` placeholders, no empty text, and mostly
 * translated. A key added in English without its translations fails here (docs/decisions.md "Translations").
 */
const labels = join(dirname(fileURLToPath(import.meta.url)), 'labels');
const read = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(join(labels, file), 'utf8')) as Record<string, string>;
const english = { ...read('login.json'), ...read('later/login.json') };
const placeholders = (text: string) => [...text.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();

/** `in` is the old code of Indonesian: the build serves login_id.json under it too (scripts/build.ts). */
export const ALIASED_LANGUAGES: Readonly<Record<string, string>> = { in: 'id' };
const expected = SUPPORTED_LANGUAGES.filter((l) => l !== 'en' && !ALIASED_LANGUAGES[l]);
const files = readdirSync(labels).filter((f) => /^login_.+\.json$/.test(f));

describe('language files', () => {
  it('exist for every supported language but English, and for no other', () => {
    expect(files.map((f) => f.slice('login_'.length, -'.json'.length)).sort()).toEqual([...expected].sort());
  });

  describe.each(files)('%s', (file) => {
    const translated = read(file);

    it('has every English key and no other', () => {
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    });

    it('keeps the placeholders of each text, and no text is empty', () => {
      for (const [key, text] of Object.entries(english)) {
        const own = translated[key];
        expect(typeof own === 'string' && own.trim() !== '', `${key} is empty`).toBe(true);
        expect(placeholders(own ?? ''), key).toEqual(placeholders(text));
      }
    });

    it('is translated: at most a tenth of the texts equal the English (product and store names)', () => {
      const same = Object.keys(english).filter((k) => translated[k] === english[k]);
      expect(same.length, same.join(', ')).toBeLessThanOrEqual(Object.keys(english).length / 10);
    });
  });
});
