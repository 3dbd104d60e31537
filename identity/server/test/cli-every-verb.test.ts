// Every CLI verb, once against a running identity provider (its management API, through the operator token
// file) and once against the database with no server: the same commands, the same answers. PGlite, or
// PostgreSQL when the suite runs on it (npm run test:pg).
import { afterEach, describe, expect, it } from 'vitest';
import { cliIn, startIdp, testDatabase, type CliResult } from './cli-support.ts';

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

type Run = (args: string[]) => Promise<CliResult>;

/** Runs a command that must succeed; returns its output. */
async function ok(run: Run, args: string[]): Promise<string> {
  const res = await run(args);
  expect({ args, code: res.code, err: res.err }).toEqual({ args, code: 0, err: '' });
  return res.out;
}

async function json<T = Record<string, unknown>>(run: Run, args: string[]): Promise<T> {
  return JSON.parse(await ok(run, [...args, '--json'])) as T;
}

/**
 * The verbs; `server` says whether a server answers (only the direct mode sees the failure counter). `enrolTotp`
 * (with a server: its services) gives a user a pending TOTP factor, so `users factors` has one to list and reset.
 */
async function everyVerb(run: Run, server: boolean, enrolTotp?: (userId: string) => Promise<void>) {
  const ann = ['--login', 'ann@example.com'];

  // tokens
  const tokenLines = (await ok(run, ['tokens', 'create', '--name', 'ops laptop'])).split('\n');
  expect(tokenLines.at(-1)).toMatch(/^00[0-9A-Za-z]{40}$/);
  expect(tokenLines[0]).toMatch(/^Created API token 00T\w+ "ops laptop" \(shown once/);
  const tokens = await json<Array<{ id: string; name: string }>>(run, ['tokens', 'list']);
  const opsToken = tokens.find((t) => t.name === 'ops laptop')!;
  expect(await ok(run, ['tokens', 'list'])).toMatch(/00T\w+ +\S+ +never used +ops laptop/);

  // users
  const created = await ok(run, [
    ...['users', 'create', ...ann, '--password', 'abcdefgh1', '--first-name', 'Ann'],
    ...['--groups', 'staff,Admins'],
  ]);
  expect(created).toMatch(/^Created user 00u\w{17} ann@example.com \(groups: staff, Admins\)$/);
  expect(await ok(run, ['users', 'list'])).toMatch(/ann@example.com {2}ACTIVE {2}Ann {2}\[Admins, staff\]/);
  const dup = await run(['users', 'create', ...ann, '--password', 'abcdefgh1']);
  expect([dup.code, dup.err]).toEqual([1, expect.stringContaining('already exists') as string]);
  const user = await json<{ id: string; status: string; profile: Record<string, string>; _links: object }>(
    run,
    ['users', 'get', ...ann],
  );
  expect(user).toMatchObject({ status: 'ACTIVE', profile: { login: 'ann@example.com', firstName: 'Ann' } });
  expect(user._links).toHaveProperty('deactivate');
  expect(await ok(run, ['users', 'get', '--id', user.id])).toMatch(/groups: +Admins, staff/);

  expect(await ok(run, ['users', 'update', ...ann, '--last-name', 'Smith', '--set', 'title=Auditor'])).toBe(
    `Updated user ${user.id} ann@example.com: lastName, title`,
  );
  expect(await json(run, ['users', 'get', ...ann])).toMatchObject({
    profile: { firstName: 'Ann', lastName: 'Smith', title: 'Auditor' },
  });
  expect(await ok(run, ['users', 'expire-password', ...ann])).toContain('status PASSWORD_EXPIRED');
  await ok(run, ['users', 'update', ...ann, '--password', 'new-password-1']);
  expect((await json(run, ['users', 'get', ...ann])).status).toBe('ACTIVE');
  const reset = (await ok(run, ['users', 'reset-password', ...ann, '--no-email'])).split('\n');
  expect(reset.at(-1)).toMatch(/\/signin\/reset-password\/\S+$/);
  expect((await json(run, ['users', 'get', ...ann])).status).toBe('RECOVERY');
  expect(await ok(run, ['users', 'reset-password', '--id', user.id])).toContain(
    'the link was emailed to ann@example.com',
  );
  // outbox: the email just sent, newest first
  const mails = await json<unknown[]>(run, ['outbox', '--to', 'ann@example.com']);
  expect(mails[0]).toEqual({
    id: expect.stringMatching(/^obx/),
    channel: 'email',
    to: 'ann@example.com',
    subject: 'Reset your password',
    body: expect.stringContaining('/signin/reset-password/'),
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
  });
  expect(await ok(run, ['outbox', '--to', 'ann@example.com', '--limit', '1'])).toMatch(
    /^\S+Z {2}email {2}ann@example.com {2}Reset your password\n {4}An administrator/,
  );
  expect(await ok(run, ['outbox', '--to', 'nobody@example.com'])).toBe('No messages to nobody@example.com.');
  expect((await run(['outbox', '--limit', '0'])).code).toBe(1);
  await ok(run, ['users', 'update', ...ann, '--password', 'new-password-2']);
  expect(await ok(run, ['users', 'unlock', ...ann])).toBe(
    `User ${user.id} ann@example.com was not locked (ACTIVE); failed attempts reset${server ? '' : ' (were 0)'}`,
  );

  // groups
  expect(await ok(run, ['groups', 'create', '--name', 'auditors', '--description', 'Read only'])).toMatch(
    /^Created group 00g\w{17} auditors$/,
  );
  expect(await ok(run, ['groups', 'list'])).toMatch(/00g\w{17} {2}auditors {2}Read only/);
  expect(await ok(run, ['groups', 'add-user', '--group', 'AUDITORS', ...ann])).toBe(
    `User ${user.id} ann@example.com is in group auditors`,
  );
  expect(await ok(run, ['users', 'get', ...ann])).toMatch(/groups: +Admins, auditors, staff/);
  await ok(run, ['groups', 'remove-user', '--group', 'auditors', '--id', user.id]);
  expect(await ok(run, ['users', 'get', ...ann])).toMatch(/groups: +Admins, staff$/m);

  // trusted origins
  expect(await ok(run, ['origins', 'add', 'https://App.Example:8443'])).toBe(
    'Trusted: https://app.example:8443 (CORS + redirect)',
  );
  expect(await ok(run, ['origins', 'add', 'https://app.example:8443/'])).toBe(
    'Already trusted, updated: https://app.example:8443 (CORS + redirect)',
  );
  expect(await ok(run, ['origins', 'list'])).toMatch(
    /tos\w+ {2}https:\/\/app.example:8443 {2}ACTIVE {2}CORS\+REDIRECT/,
  );
  expect(await ok(run, ['origins', 'remove', 'https://app.example:8443'])).toBe(
    'Removed trusted origin https://app.example:8443',
  );
  expect(await ok(run, ['origins', 'list'])).toBe('No trusted origins.');

  // clients
  const client = await ok(run, [
    ...['clients', 'create', '--name', 'Back office', '--client-id', 'back-office'],
    ...['--redirect-uri', 'https://app.example/cb', '--post-logout-uri', 'https://app.example/'],
  ]);
  expect(client).toMatch(
    /^Created confidential client "Back office"\nclient_id: back-office\nclient_secret: \S{40,}/,
  );
  expect(await ok(run, ['clients', 'list'])).toMatch(
    /back-office {2}confidential {2}ACTIVE {2}Back office {2}https:\/\/app.example\/cb/,
  );
  expect(await ok(run, ['clients', 'get', 'back-office'])).toMatch(/type: +confidential \(web\)/);
  expect(await json(run, ['clients', 'get', 'back-office'])).toMatchObject({
    signOnMode: 'OPENID_CONNECT',
    settings: {
      oauthClient: { grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] },
    },
  });
  // the sign-on rule (step-up: a second factor required for the client)
  const rule = ['clients', 'sign-on-rule', 'back-office'];
  expect(await ok(run, rule)).toBe('Client back-office needs no second factor.');
  const set = await ok(run, [...rule, '--mfa-required', '--factors', 'token:software:totp,webauthn']);
  expect(set).toMatch(/second factor: +required\nfactor types: +token:software:totp, webauthn/);
  expect(await json(run, rule)).toMatchObject({
    clientId: 'back-office',
    factorRequired: true,
    factorTypes: ['token:software:totp', 'webauthn'],
  });
  const refused = await run([...rule, '--mfa-required', '--factors', 'password']);
  expect([refused.code, refused.err]).toEqual([
    1,
    expect.stringMatching(/^factorTypes: Not a second factor this server verifies: password .*\(E0000001\)$/),
  ]);
  expect(await ok(run, [...rule, '--off'])).toBe('Client back-office needs no second factor');
  expect(await ok(run, [...rule, '--off'])).toBe(
    'Client back-office needs no second factor (it had no rule)',
  );
  expect(await ok(run, ['clients', 'delete', 'back-office'])).toBe(
    'Deleted client back-office (deactivated first); its tokens are revoked',
  );
  const gone = await run(['clients', 'get', 'back-office']);
  expect([gone.code, gone.err]).toEqual([1, 'No client with client_id "back-office"']);

  // signing keys
  expect(await ok(run, ['keys', 'rotate'])).toMatch(/^Rotated the signing key: \S+ signs from now on/);
  // The second rotation retires the first one's key (on a database no server ever started, the first
  // rotation is also the first key).
  const rotation = await json<{ kid: string; retiring: Array<{ kid: string }> }>(run, ['keys', 'rotate']);
  expect(rotation.retiring.length).toBeGreaterThan(0);

  // factors of a user: one TOTP enrolled through the services, listed and reset by the CLI
  expect(await ok(run, ['users', 'factors', ...ann])).toBe('User ann@example.com has no factors.');
  if (enrolTotp) await enrolTotp(user.id);
  const count = enrolTotp ? 1 : 0;
  if (enrolTotp) {
    expect(await ok(run, ['users', 'factors', ...ann])).toMatch(
      /^ost\w{17} {2}token:software:totp {2}GOOGLE {2}PENDING_ACTIVATION {2}\S+$/,
    );
  }
  expect(await json<unknown[]>(run, ['users', 'factors', '--id', user.id])).toHaveLength(count);
  expect(await ok(run, ['users', 'reset-factors', ...ann])).toBe(
    `Reset the factors of user ${user.id} ann@example.com: ${count} deleted`,
  );
  expect(await json<unknown[]>(run, ['users', 'factors', ...ann])).toEqual([]);

  // multi-factor policies (the group `staff` exists since `users create --groups`)
  expect(await ok(run, ['policies', 'list'])).toBe('No MFA policies.');
  expect(
    await ok(run, [
      ...['policies', 'mfa', '--group', 'staff', '--factors', 'token:software:totp,sms,call,email,question'],
      ...['--required', 'token:software:totp', '--remember-device-minutes', '720'],
    ]),
  ).toBe(
    [
      'Group staff requires MFA: token:software:totp, sms, call, email, question',
      'required at enrolment: token:software:totp',
      'remember device: 12 h',
    ].join('\n'),
  );
  expect(await ok(run, ['policies', 'list'])).toMatch(
    /^staff {2}MFA required {2}token:software:totp\*,sms,call,email,question {2}remember device: 12 h$/,
  );
  const policies = await json<Array<{ groupId: string; factors: unknown[] }>>(run, ['policies', 'list']);
  expect(policies).toHaveLength(1);
  expect(policies[0]!.factors).toHaveLength(5);
  const unknownFactor = await run(['policies', 'mfa', '--group', 'staff', '--factors', 'sms,telepathy']);
  expect([unknownFactor.code, unknownFactor.err]).toEqual([
    1,
    expect.stringContaining('Unknown factor type "telepathy"') as string,
  ]);
  const stray = await run(['policies', 'mfa', '--group', 'staff', '--factors', 'sms', '--required', 'email']);
  expect([stray.code, stray.err]).toEqual([
    1,
    expect.stringContaining('missing from --factors: email') as string,
  ]);
  expect((await run(['policies', 'mfa', '--group', 'nope', '--factors', 'sms'])).code).toBe(1);
  expect((await run(['policies', 'mfa', '--group', 'staff'])).code).toBe(2);

  // password policies (same group): replace, list beside the MFA policy, refusals
  expect(
    await ok(run, [
      ...['policies', 'password', '--group', 'staff', '--min-length', '12', '--min-upper', '1'],
      ...['--min-number', '1', '--exclude-username', '--exclude-attributes', 'firstName,lastName'],
      ...['--history', '4', '--min-age-minutes', '60', '--max-age-days', '90', '--warn-days', '7'],
    ]),
  ).toBe(
    'Group staff password policy: min 12, 1 upper, 1 number, no username, no firstName, no lastName; ' +
      'history 4; min age 60 min; expires 90 d (warn 7 d)',
  );
  expect((await ok(run, ['policies', 'list'])).split('\n')).toEqual([
    expect.stringMatching(/^staff {2}MFA required/),
    expect.stringMatching(/^staff {2}password {2}min 12, 1 upper, 1 number.*; expires 90 d \(warn 7 d\)$/),
  ]);
  const all = await json<Array<{ policyType: string }>>(run, ['policies', 'list']);
  expect(all.map((p) => p.policyType)).toEqual(['MFA', 'PASSWORD']);
  const badRange = await run(['policies', 'password', '--group', 'staff', '--history', '99']);
  expect([badRange.code, badRange.err]).toEqual([1, expect.stringContaining('historyCount') as string]);
  const badNumber = await run(['policies', 'password', '--group', 'staff', '--min-length', 'ten']);
  expect([badNumber.code, badNumber.err]).toEqual([1, expect.stringContaining('--min-length') as string]);
  expect((await run(['policies', 'password', '--group', 'nope'])).code).toBe(1);
  expect((await run(['policies', 'password'])).code).toBe(2);

  // the recovery policy: shown, changed (only the settings given), refusals
  expect(await ok(run, ['policies', 'recovery'])).toBe(
    'Recovery policy: channels email; question off; self-service unlock off; links live 60 min',
  );
  const recoveryArgs = ['--channels', 'email,sms', '--self-service-unlock', 'on', '--token-minutes', '30'];
  expect(await ok(run, ['policies', 'recovery', ...recoveryArgs])).toBe(
    'Recovery policy: channels email, sms; question off; self-service unlock on; links live 30 min',
  );
  expect(await json(run, ['policies', 'recovery', '--question', 'on'])).toMatchObject({
    factors: { okta_sms: { status: 'ACTIVE' }, recovery_question: { status: 'ACTIVE' } },
    selfServiceUnlock: true,
  });
  const badChannel = await run(['policies', 'recovery', '--channels', 'fax']);
  expect([badChannel.code, badChannel.err]).toEqual([1, expect.stringContaining('--channels') as string]);
  expect((await run(['policies', 'recovery', '--token-minutes', '2'])).code).toBe(1);

  // the registration policy: shown, changed (only the settings given), refusals
  expect(await ok(run, ['policies', 'registration'])).toMatch(
    /^Registration policy: off; policy rst\w+; group none; activation by email on; links live 1440 min; progressive profiling off; fields email\*, password\*, firstName\*, lastName\*$/,
  );
  const regArgs = [
    '--enabled',
    'on',
    '--activation',
    'off',
    '--token-minutes',
    '60',
    '--progressive-profiling',
    'on',
  ];
  const fieldArgs = ['--fields', 'email,password,firstName', '--required', 'email,password'];
  expect(await ok(run, ['policies', 'registration', ...regArgs, ...fieldArgs])).toMatch(
    /^Registration policy: on; policy rst\w+; group none; activation by email off; links live 60 min; progressive profiling on; fields email\*, password\*, firstName$/,
  );
  expect(await json(run, ['policies', 'registration'])).toMatchObject({ progressiveProfiling: true });
  expect(await ok(run, ['policies', 'registration', '--progressive-profiling', 'off'])).toContain(
    'progressive profiling off;',
  );
  expect(await json(run, ['policies', 'registration'])).toMatchObject({ progressiveProfiling: false });
  const badProgressive = await run(['policies', 'registration', '--progressive-profiling', 'yes']);
  expect([badProgressive.code, badProgressive.err]).toEqual([
    1,
    expect.stringContaining('--progressive-profiling must be on or off') as string,
  ]);
  expect((await run(['policies', 'registration', '--fields', 'email,password,shoeSize'])).code).toBe(1);
  expect((await run(['policies', 'registration', '--group', 'no-such-group'])).code).toBe(1);
  expect((await run(['policies', 'registration', '--enabled', 'maybe'])).code).toBe(1);

  // deactivate, list by status, delete
  expect(await ok(run, ['users', 'deactivate', ...ann])).toBe(
    `Deactivated user ${user.id} ann@example.com: status ACTIVE -> DEPROVISIONED`,
  );
  expect(await ok(run, ['users', 'list'])).not.toContain('ann@example.com');
  expect(await ok(run, ['users', 'list', '--status', 'deprovisioned'])).toContain('ann@example.com');
  expect(await ok(run, ['users', 'delete', ...ann])).toBe(`Deleted user ${user.id} ann@example.com`);
  const deleted = await run(['users', 'get', ...ann]);
  expect([deleted.code, deleted.err]).toEqual([1, 'No user with login "ann@example.com"']);

  expect(await ok(run, ['tokens', 'revoke', opsToken.id])).toBe(`Revoked API token ${opsToken.id}`);
  expect(await ok(run, ['tokens', 'list'])).not.toContain('ops laptop');
  return rotation;
}

describe('every CLI verb', { timeout: 240_000 }, () => {
  it('against a running identity provider, through its management API', async () => {
    const db = await testDatabase(cleanup);
    const { env, issuer, services } = await startIdp(db, cleanup);
    const run = cliIn(env);
    const verbose = await run(['users', 'list', '--verbose']);
    expect(verbose.err).toBe(
      `Using the management API at ${issuer} (a server answers there; token from ${db.dataDir}/operator.token)`,
    );
    const rotation = await everyVerb(run, true, async (userId) => {
      const owner = { id: userId, login: 'ann@example.com' };
      await services.factors.enroll(owner, { factorType: 'token:software:totp', provider: 'GOOGLE' });
    });
    // The server signs with the key the CLI made it rotate to, and says so in its JWKS.
    const jwks = (await (await fetch(`${issuer}/oauth2/v1/keys`)).json()) as { keys: Array<{ kid: string }> };
    expect(jwks.keys.map((k) => k.kid)).toContain(rotation.kid);
    expect((await services.keys.signingKey()).kid).toBe(rotation.kid);
    const events = (await services.audit.list()).map((e) => e.type);
    expect(events).toEqual(
      expect.arrayContaining([
        'system.api.request',
        'system.signing_key.rotate',
        'user.mfa.factor.reset_all',
      ]),
    );
  });

  it('against the database when no server runs', async () => {
    const db = await testDatabase(cleanup);
    const run = cliIn(db.env);
    const verbose = await run(['users', 'list', '--verbose']);
    expect(verbose.err).toMatch(
      /^Using the database directly \((PGlite in|PostgreSQL at) .*\): operator token file: .*operator.token does not exist$/,
    );
    await everyVerb(run, false);
  });
});
