import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      idpUrl: 'http://localhost:8080',
      issuer: 'http://localhost:8080',
      clientId: 'compliance-suite',
      audience: 'api://default',
      publicUrl: 'http://localhost:3000',
      supportEmail: 'supporto@example.com',
      supportPhone: '+39 02 1234 5678',
    });
    expect(config.webDist).toMatch(/compliance\/web\/dist$/);
    expect(config.widgetDist).toMatch(/identity\/widget\/dist$/);
  });

  it('trims trailing slashes from URLs and keeps absolute dist paths', () => {
    const config = loadConfig({
      SUITE_IDP_URL: 'https://idp.example/',
      SUITE_WEB_DIST: '/srv/web',
      SUITE_PORT: '4000',
    });
    expect(config.idpUrl).toBe('https://idp.example');
    expect(config.webDist).toBe('/srv/web');
    expect(config.publicUrl).toBe('http://localhost:4000');
  });

  it('lists every invalid variable', () => {
    expect(() =>
      loadConfig({ SUITE_PORT: 'abc', SUITE_IDP_URL: 'ftp://x', SUITE_SUPPORT_EMAIL: 'no' }),
    ).toThrow(/SUITE_PORT[\s\S]*SUITE_IDP_URL[\s\S]*SUITE_SUPPORT_EMAIL/);
  });
});
