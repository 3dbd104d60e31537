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

  it('answers 400 E0000031 for malformed or refused expressions, E0000001 for a bad limit or cursor', async (t) => {
    const { api } = await adminSetup(t);
    const cases: Array<[Record<string, string>, string]> = [
      [{ filter: 'status eq' }, 'filter: Expected a value (at character 10)'],
      [{ filter: 'profile.city eq "Roma"' }, "filter: The attribute 'profile.city' cannot be used here"],
      [{ filter: 'status sw "A"' }, "filter: The operator 'sw' cannot be used on 'status'"],
      [
        { search: 'profile.shoeSize eq "42"' },
        "search: The attribute 'profile.shoeSize' cannot be used here",
      ],
      [{ search: 'lastLogin gt "yesterday"' }, "search: 'yesterday' is not a date-time ('lastLogin')"],
      [{ search: 'profile.city co 42' }, "search: The value of 'profile.city' must be a quoted string"],
      [{ search: 'created sw "2024"' }, "search: The operator 'sw' cannot be used on 'created'"],
      [{ search: 'status pr', sortBy: 'password' }, "sortBy: The attribute 'password' cannot be sorted on"],
    ];
    for (const [query, cause] of cases) {
      const res = await api.get(`/api/v1/users?${new URLSearchParams(query)}`);
      expect(errorOf(res), JSON.stringify(query)).toEqual({
        status: 400,
        errorCode: 'E0000031',
        errorSummary: 'Invalid search criteria.',
        causes: [cause],
      });
    }
    for (const query of ['limit=0', 'limit=abc', 'after=nonsense']) {
      expect(errorOf(await api.get(`/api/v1/users?${query}`)).errorCode, query).toBe('E0000001');
    }
  });
});
