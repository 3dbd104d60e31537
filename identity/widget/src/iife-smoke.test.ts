import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

const file = join(resolve(dirname(fileURLToPath(import.meta.url)), '../dist'), 'iife/sign-in-widget.min.js');

describe.skipIf(!existsSync(file))('IIFE build', () => {
  it('defines the globals SignInWidget and OktaSignIn and renders primary sign-in into #okta-sign-in', async () => {
    const dom = new JSDOM('<!doctype html><div id="host"></div>', {
      runScripts: 'outside-only',
      url: 'http://localhost:3000/login',
    });
    const win = dom.window as unknown as Window & {
      SignInWidget: new (s: object) => { renderEl(o: object, s: () => void): void };
      OktaSignIn: unknown;
      eval(code: string): unknown;
    };
    win.eval(readFileSync(file, 'utf8'));
    expect(typeof win.SignInWidget).toBe('function');
    expect(win.OktaSignIn).toBe(win.SignInWidget);
    new win.SignInWidget({ baseUrl: 'http://localhost:8080', language: 'en' }).renderEl(
      { el: '#host' },
      () => undefined,
    );
    await new Promise((r) => setTimeout(r, 50));
    const container = win.document.querySelector('#host > #okta-sign-in');
    expect(container?.querySelector('input[name="username"]')).not.toBeNull();
    expect(container?.querySelector('[style]')).toBeNull();
  });
});
