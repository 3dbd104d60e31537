import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { TRANSACTION_STATUSES, type TransactionStatus } from '../statuses.ts';
import { ApiErrorBodySchema } from './error.schema.ts';
import { SessionSchema } from './session.schema.ts';
import { TransactionSchema, type Transaction } from './transaction.schema.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const API = 'http://localhost:8080/api/v1/authn';
const post = { hints: { allow: ['POST'] } };

/** The recorded answers of our IdP (identity/contracts/fixtures/<STATUS|ERROR|SESSION>/<scenario>.json). */
const recorded = readdirSync(FIXTURES).flatMap((dir) =>
  readdirSync(join(FIXTURES, dir)).map((file) => {
    const body = JSON.parse(readFileSync(join(FIXTURES, dir, file), 'utf8')) as { response: unknown };
    return [`${dir}/${file}`, dir, body.response] as const;
  }),
);
const schemaOf = (dir: string): TSchema =>
  dir === 'ERROR' ? ApiErrorBodySchema : dir === 'SESSION' ? SessionSchema : TransactionSchema;

describe('wire schemas against the recorded fixtures', () => {
  it.each(recorded)('%s matches its schema', (_name, dir, response) => {
    expect(Value.Errors(schemaOf(dir), response)).toEqual([]);
  });
});

describe('TransactionSchema (design/authn-protocol.md §1.2–1.3)', () => {
  it('accepts exactly the statuses of TRANSACTION_STATUSES', () => {
    for (const status of TRANSACTION_STATUSES) expect(Value.Check(TransactionSchema, { status })).toBe(true);
    expect(Value.Check(TransactionSchema, { status: 'ADMIN_CONSENT_REQUIRED' })).toBe(false);
    expectTypeOf<Transaction['status']>().toEqualTypeOf<TransactionStatus>();
  });

  it('accepts an MFA_CHALLENGE with array links and a factor, and rejects an unknown factorResult', () => {
    const challenge = {
      status: 'MFA_CHALLENGE',
      stateToken: 'st',
      expiresAt: '2030-01-01T00:00:00.000Z',
      factorResult: 'WAITING',
      _embedded: {
        factor: { id: 'opf1', factorType: 'push', provider: 'OKTA', profile: {} },
        policy: { allowRememberDevice: true, factorsPolicyInfo: { opf1: { autoPushEnabled: false } } },
      },
      _links: {
        next: { name: 'poll', href: `${API}/factors/opf1/verify`, ...post },
        resend: [{ name: 'push', href: `${API}/factors/opf1/verify/resend`, ...post }],
        prev: { href: `${API}/previous`, ...post },
      },
    };
    expect(Value.Errors(TransactionSchema, challenge)).toEqual([]);
    expect(Value.Check(TransactionSchema, { ...challenge, factorResult: 'MAYBE' })).toBe(false);
    expect(Value.Check(TransactionSchema, { ...challenge, _links: { next: { name: 'poll' } } })).toBe(false);
  });
});
