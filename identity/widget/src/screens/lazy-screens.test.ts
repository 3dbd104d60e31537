import { describe, expect, it } from 'vitest';
import { LAZY_SCREENS } from './lazy-screens.ts';
import { createScreens } from './index.ts';

const modules = import.meta.glob<{ default: unknown }>('./*/*.tsx');

describe('lazy screens', () => {
  it.each(Object.keys(LAZY_SCREENS))(
    '%s loads screens/%s/%s.tsx (the name the IIFE build relies on)',
    async (name) => {
      const path = `./${name}/${name}.tsx`;
      expect(Object.keys(modules)).toContain(path);
      const loaded = await LAZY_SCREENS[name as keyof typeof LAZY_SCREENS]();
      expect(loaded).toBe(await modules[path]!());
      expect(typeof loaded.default).toBe('function');
    },
  );

  it('gives every screen route a component; routes sharing a chunk share one lazy component', () => {
    const screens = createScreens({ baseUrl: 'http://localhost:8080/widget/2.21.0' });
    expect(Object.values(screens).every(Boolean)).toBe(true);
    expect(screens['mfa-verify']).toBe(screens.consent);
    expect(screens['recovery-loading']).not.toBe(screens['refresh-auth-state']);
  });
});
