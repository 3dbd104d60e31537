// The operator CLI's identity-provider and IdP-discovery verbs (issue 8 "Operator CLI"): through a running server's
// management API and straight on the database, with the same answers; the client secret is never printed.
import { afterEach, describe, expect, it } from 'vitest';
import { cliIn, startIdp, testDatabase } from '../../test/cli-support.ts';

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

const CREATE = [
  'idps',
  'create',
  '--type',
  'OIDC',
  '--name',
  'Partner',
  '--client-id',
  'our-client',
  '--client-secret',
  'shh-very-secret',
  '--issuer',
  'https://partner.example.com',
];

async function verbs(run: ReturnType<typeof cliIn>) {
  const created = await run(CREATE);
  expect(created.code, created.err).toBe(0);
  expect(created.out).toMatch(/^Created identity provider 0oa\w{17} OIDC "Partner"/);
  expect(created.out + created.err).not.toContain('shh-very-secret');
  const [idp] = JSON.parse((await run(['idps', 'list', '--json'])).out) as Array<{ id: string }>;
  expect(JSON.stringify(idp)).not.toContain('shh-very-secret');
  const id = idp!.id;
  expect((await run(['idps', 'list'])).out).toMatch(new RegExp(`${id} +OIDC +ACTIVE +Partner`));

  const added = await run([
    'policies',
    'idp-discovery',
    'add',
    '--name',
    'Partners',
    '--idp',
    id,
    '--suffix',
    'partner.it',
  ]);
  expect(added.code, added.err).toBe(0);
  expect(added.out).toMatch(/Added IdP discovery rule 0pr\w+ "Partners" at priority 1/);
  const listed = (await run(['policies', 'idp-discovery'])).out.split('\n');
  expect(listed[0]).toMatch(new RegExp(`^1 +0pr\\w+ +ACTIVE +SUFFIX partner.it +OIDC ${id} +Partners$`));
  expect(listed[1]).toMatch(/^2 +0pr\w+ +ACTIVE +any identifier +OKTA +Default Rule$/);

  const inUse = await run(['idps', 'delete', id]);
  expect(inUse.code).not.toBe(0);
  expect(inUse.err).toContain('discovery rule');
  const ruleId = /0pr\w+/.exec(listed[0]!)![0];
  expect((await run(['policies', 'idp-discovery', 'delete', ruleId])).code).toBe(0);
  expect((await run(['idps', 'deactivate', id])).out).toContain('is INACTIVE');
  expect((await run(['idps', 'delete', id])).code).toBe(0);
  expect((await run(['idps', 'list'])).out.trim()).toBe('No identity providers.');

  const bad = await run(['idps', 'create', '--type', 'SAML2', '--name', 'x', '--client-id', 'c']);
  expect(bad.code).not.toBe(0);
  expect(bad.err).toContain('type');
}

describe('identity-provider verbs of the CLI', { timeout: 120_000 }, () => {
  it('through the management API of a running server', async () => {
    const db = await testDatabase(cleanup);
    const { env } = await startIdp(db, cleanup);
    await verbs(cliIn(env));
  });

  it('on the database when no server runs', async () => {
    const db = await testDatabase(cleanup);
    await verbs(cliIn(db.env));
  });
});
