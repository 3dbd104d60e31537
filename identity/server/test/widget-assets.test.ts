import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, trustOrigin } from './helper.ts';

function fakeWidgetBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'widget-dist-'));
  mkdirSync(join(root, 'labels', 'json'), { recursive: true });
  writeFileSync(
    join(root, 'labels', 'json', 'login_it.json'),
    JSON.stringify({ 'primaryauth.title': 'Accedi' }),
  );
  return root;
}

describe('GET /widget/2.21.0/*', () => {
  it('serves the language bundles with CORS for a trusted origin', async (t) => {
    const { app, services } = await build(t, { widgetDist: fakeWidgetBuild() });
    await trustOrigin(services, 'https://host.example');
    const res = await app.inject({
      url: '/widget/2.21.0/labels/json/login_it.json',
      headers: { origin: 'https://host.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ 'primaryauth.title': 'Accedi' });
    expect(res.headers['access-control-allow-origin']).toBe('https://host.example');
  });

  it('answers 404 E0000007 for a missing file and never lists or escapes the folder', async (t) => {
    const { app } = await build(t, { widgetDist: fakeWidgetBuild() });
    for (const url of [
      '/widget/2.21.0/labels/json/login_xx.json',
      '/widget/2.21.0/',
      '/widget/2.21.0/../package.json',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorCode, url).toBe('E0000007');
    }
  });

  it('answers 404 when the widget was not built', async (t) => {
    const { app } = await build(t, { widgetDist: join(tmpdir(), 'no-such-widget-dist') });
    const res = await app.inject({ url: '/widget/2.21.0/labels/json/login_it.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('E0000007');
  });
});
