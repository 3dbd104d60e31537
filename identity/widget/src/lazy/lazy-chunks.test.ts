import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyChunkModules } from '../../scripts/lazy-chunk-modules.ts';
import { createScreens } from '../screens/index.ts';
import { LAZY_CHUNKS, type LazyChunkName } from './lazy-chunks.ts';

const src = dirname(dirname(fileURLToPath(import.meta.url)));
const here = join(src, 'lazy');
const modules = import.meta.glob([
  '../screens/*/*.tsx',
  '../screens/primary-auth/extras/extras.tsx',
  '../routing/*.ts',
  './oauth.ts',
  '../i18n/later-labels.ts',
  '../shell/success.ts',
  '!**/*.test.*',
]);
const files = lazyChunkModules(src);

describe('lazy chunks', () => {
  it.each(Object.keys(LAZY_CHUNKS))(
    '%s: the IIFE build reads the same module the ESM loader imports',
    async (name) => {
      const rel = relative(here, files[name] as string);
      const path = rel.startsWith('.') ? rel : `./${rel}`;
      expect(Object.keys(modules)).toContain(path);
      expect(await LAZY_CHUNKS[name as LazyChunkName]()).toBe(await modules[path]!());
    },
  );

  it('gives every screen route a component; routes sharing a chunk share one lazy component', () => {
    const screens = createScreens({ baseUrl: 'http://localhost:8080/widget/2.21.0' });
    expect(Object.values(screens).every(Boolean)).toBe(true);
    expect(screens['enroll-choices']).toBe(screens['enroll-activate']);
    expect(screens['mfa-verify']).not.toBe(screens.consent);
    expect(screens.registration).toBe(screens['registration-complete']);
    expect(screens.consent).not.toBe(screens.registration);
    expect(screens.unlock).toBe(screens['password-reset']);
    expect(screens.unlock).not.toBe(screens.consent);
    expect(screens['recovery-loading']).not.toBe(screens['refresh-auth-state']);
  });
});
