import { describe, expect, it } from 'vitest';
import { adminSetup, createUser, errorOf, type AdminApi } from './admin-support.ts';

type Listed = { id: string; profile: { login: string } };
const logins = (body: Listed[]) => body.map((u) => u.profile.login);
const list = async (api: AdminApi, query: Record<string, string>) => {
  const res = await api.get(`/api/v1/users?${new URLSearchParams(query)}`);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return logins(res.json());
};

/** Five users; bea is SUSPENDED, eve DEPROVISIONED. Passwords are left out to keep hashing cheap. */
async function people(api: AdminApi) {
  const make = (login: string, first: string, last: string, extra: Record<string, unknown> = {}) =>
    createUser(api, login, { password: null, profile: { firstName: first, lastName: last, ...extra } });
  const ann = await make('ann@example.com', 'Ann', 'Rossi', { city: 'Roma', title: 'CFO' });
  const bea = await make('bea@example.org', 'Bea', 'Bianchi', { city: 'Milano' });
  const cid = await make('cid@example.com', 'Cid', 'Verdi', { mobilePhone: '+39 1' });
  const dan = await make('dan@example.com', 'Dan', 'Rossini');
  const eve = await make('eve@example.com', 'Eve', 'Neri');
  // PROVISIONED users cannot be suspended: stage bea as ACTIVE by giving her a password first.
  await api.post(`/api/v1/users/${bea.id}`, { credentials: { password: { value: 'correct horse 1' } } });
  await api.post(`/api/v1/users/${bea.id}/lifecycle/activate`);
  await api.post(`/api/v1/users/${bea.id}/lifecycle/suspend`);
  await api.del(`/api/v1/users/${eve.id}`);
  return { ann, bea, cid, dan, eve };
}

describe('GET /api/v1/users: q, filter, search, sorting', () => {
  it('lists in creation order without DEPROVISIONED users; q is a prefix of names, email or login', async (t) => {
    const { api } = await adminSetup(t);
    await people(api);
    expect(await list(api, {})).toEqual([
      'ann@example.com',
      'bea@example.org',
      'cid@example.com',
      'dan@example.com',
    ]);
    expect(await list(api, { q: 'ross' })).toEqual(['ann@example.com', 'dan@example.com']);
    expect(await list(api, { q: 'BE' })).toEqual(['bea@example.org']);
    expect(await list(api, { q: 'eve' })).toEqual([]);
    expect(await list(api, { q: '%' })).toEqual([]); // LIKE wildcards are literal
  });

  it('filter: Okta’s expressions with and, or and parentheses; DEPROVISIONED users only when asked', async (t) => {
    const { api } = await adminSetup(t);
    const { cid } = await people(api);
    expect(await list(api, { filter: 'status eq "SUSPENDED"' })).toEqual(['bea@example.org']);
    expect(await list(api, { filter: 'status eq "DEPROVISIONED"' })).toEqual(['eve@example.com']);
    expect(await list(api, { filter: 'profile.login eq "ANN@example.com"' })).toEqual(['ann@example.com']);
    expect(await list(api, { filter: `id eq "${cid.id}" or profile.lastName eq "Neri"` })).toEqual([
      'cid@example.com',
      'eve@example.com',
    ]);
    expect(
      await list(api, {
        filter: '(status eq "PROVISIONED" or status eq "SUSPENDED") and profile.firstName eq "bea"',
      }),
    ).toEqual(['bea@example.org']);
    const since = new Date(Date.now() - 60_000).toISOString();
    expect(await list(api, { filter: `lastUpdated gt "${since}" and status eq "PROVISIONED"` })).toEqual([
      'ann@example.com',
      'cid@example.com',
      'dan@example.com',
    ]);
    expect(await list(api, { filter: `lastUpdated lt "${since}"` })).toEqual([]);
  });

  it('search: any attribute with sw, co, ew, pr, ne and comparisons; sortBy and sortOrder', async (t) => {
    const { api } = await adminSetup(t);
    await people(api);
    expect(await list(api, { search: 'profile.email ew ".org"' })).toEqual(['bea@example.org']);
    expect(await list(api, { search: 'profile.lastName co "OSS"' })).toEqual([
      'ann@example.com',
      'dan@example.com',
    ]);
    expect(await list(api, { search: 'profile.mobilePhone pr' })).toEqual(['cid@example.com']);
    expect(await list(api, { search: 'not (profile.city pr) and profile.mobilePhone pr' })).toEqual([
      'cid@example.com',
    ]);
    expect(await list(api, { search: 'profile.city eq "roma" or profile.title sw "c"' })).toEqual([
      'ann@example.com',
    ]);
    expect(await list(api, { search: 'profile.firstName gt "C" and status ne "DEPROVISIONED"' })).toEqual([
      'cid@example.com',
      'dan@example.com',
    ]);
    expect(await list(api, { search: 'created pr', sortBy: 'profile.lastName' })).toEqual([
      'bea@example.org',
      'eve@example.com',
      'ann@example.com',
      'dan@example.com',
      'cid@example.com',
    ]);
    expect(
      await list(api, { search: 'status eq "PROVISIONED"', sortBy: 'profile.firstName', sortOrder: 'desc' }),
    ).toEqual(['dan@example.com', 'cid@example.com', 'ann@example.com']);
  });

  it('answers 400 E0000053 / E0000031 for malformed or refused expressions, E0000001 for a bad limit or cursor', async (t) => {
    const { api } = await adminSetup(t);
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ filter: 'status eq' }, 'E0000053', /^Invalid filter 'status eq': .* at position 9$/],
      [{ filter: 'profile.city eq "Roma"' }, 'E0000053', /field is not valid: profile\.city/],
      [{ filter: 'status sw "A"' }, 'E0000031', /the operator 'sw' is not supported for the field 'status'/],
      [{ search: 'profile.shoeSize eq "42"' }, 'E0000053', /field is not valid: profile\.shoeSize/],
      [{ search: 'status eq "A" and' }, 'E0000031', /^Invalid search criteria: .* at position 17$/],
      [{ search: 'lastLogin gt "yesterday"' }, 'E0000031', /'yesterday' is not a date-time \(lastLogin\)/],
      [
        { search: 'created sw "2024"' },
        'E0000031',
        /the operator 'sw' is not supported for the field 'created'/,
      ],
      [{ search: 'status pr', sortBy: 'password' }, 'E0000031', /the field 'password' cannot be sorted on/],
    ];
    for (const [query, errorCode, summary] of cases) {
      const res = await api.get(`/api/v1/users?${new URLSearchParams(query)}`);
      const error = errorOf(res);
      expect({ status: error.status, errorCode: error.errorCode }, JSON.stringify(query)).toEqual({
        status: 400,
        errorCode,
      });
      expect(error.errorSummary, JSON.stringify(query)).toMatch(summary);
    }
    for (const query of ['limit=0', 'limit=abc', 'after=nonsense']) {
      expect(errorOf(await api.get(`/api/v1/users?${query}`)).errorCode, query).toBe('E0000001');
    }
  });
});
