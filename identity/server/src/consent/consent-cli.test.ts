// The operator CLI's consent verbs (issue 8): clients with the consent screen, and a user's consents listed and
// revoked, through a running server's management API and straight on the database.
import { afterEach, describe, expect, it } from 'vitest';
import { cliIn, startIdp, testDatabase } from '../../test/cli-support.ts';

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

const CLIENT = [
  'clients',
  'create',
  '--name',
  'Reports',
  '--client-id',
  'reports',
  '--public',
  '--redirect-uri',
  'https://reports.example.com/cb',
  '--consent-required',
  '--logo-uri',
  'https://cdn.example.com/reports.png',
  '--client-uri',
  'https://reports.example.com/',
];
const ANN = ['--login', 'ann@example.com'];

describe('consent verbs of the CLI', { timeout: 120_000 }, () => {
  it('through the management API: a consent-required client, a user’s consents listed and revoked', async () => {
    const db = await testDatabase(cleanup);
    const { env, services } = await startIdp(db, cleanup);
    const run = cliIn(env);
    expect((await run(['users', 'create', ...ANN, '--password', 'Compliance!2026'])).code).toBe(0);
    expect((await run(CLIENT)).code).toBe(0);
    const app = JSON.parse((await run(['clients', 'get', 'reports', '--json'])).out);
    expect(app.settings.oauthClient).toMatchObject({
      consent_method: 'REQUIRED',
      logo_uri: 'https://cdn.example.com/reports.png',
      client_uri: 'https://reports.example.com/',
    });
    expect((await run(['clients', 'get', 'reports'])).out).toMatch(/consent: +REQUIRED/);

    const ann = await services.users.admin.get('ann@example.com');
    await services.consent.grants.grant(ann!.id, 'reports', ['openid', 'profile'], 'END_USER', new Date());
    const listed = await run(['users', 'grants', ...ANN]);
    expect(listed.out).toMatch(/oag\w+ +reports +openid +END_USER/);
    expect(listed.out).toMatch(/oag\w+ +reports +profile +END_USER/);
    const json = JSON.parse((await run(['users', 'grants', ...ANN, '--json'])).out) as Array<{
      scopeId: string;
    }>;
    expect(json.map((g) => g.scopeId).sort()).toEqual(['openid', 'profile']);

    const other = await run(['users', 'revoke-grants', ...ANN, '--client-id', 'elsewhere']);
    expect(other.out.trim()).toBe('Revoked 0 consent(s) of ann@example.com for elsewhere');
    const revoked = await run(['users', 'revoke-grants', ...ANN, '--client-id', 'reports']);
    expect(revoked.out.trim()).toBe('Revoked 2 consent(s) of ann@example.com for reports');
    expect((await run(['users', 'grants', ...ANN])).out.trim()).toBe(
      'User ann@example.com has given no consent.',
    );
    expect(await services.consent.grants.grantedScopes(ann!.id, 'reports')).toEqual([]);

    const unknown = await run(['users', 'grants', '--login', 'nobody@example.com']);
    expect(unknown.code).not.toBe(0);
    const badLogo = await run([...CLIENT.slice(0, 5), 'other', ...CLIENT.slice(6, 12), 'ftp://x/logo.png']);
    expect(badLogo.code).not.toBe(0);
    expect(badLogo.err).toContain('ftp://x/logo.png');
  });

  it('on the database when no server runs', async () => {
    const db = await testDatabase(cleanup);
    const run = cliIn(db.env);
    expect((await run(['users', 'create', ...ANN, '--password', 'Compliance!2026'])).code).toBe(0);
    expect((await run(CLIENT)).code).toBe(0);
    const app = JSON.parse((await run(['clients', 'get', 'reports', '--json'])).out);
    expect(app.settings.oauthClient.consent_method).toBe('REQUIRED');
    expect(app.settings.oauthClient.logo_uri).toBe('https://cdn.example.com/reports.png');
    expect((await run(['users', 'grants', ...ANN])).out.trim()).toBe(
      'User ann@example.com has given no consent.',
    );
    const revoked = await run(['users', 'revoke-grants', ...ANN]);
    expect(revoked.out.trim()).toBe('Revoked 0 consent(s) of ann@example.com');
  });
});
