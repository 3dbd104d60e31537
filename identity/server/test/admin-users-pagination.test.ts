import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../src/audit/action-context.ts';
import type { Services } from '../src/services.ts';
import { TEST_ISSUER } from './helper.ts';
import { adminSetup, profile, type AdminApi } from './admin-support.ts';

/** STAGED users without a password: no hashing, so hundreds are cheap. */
async function stage(services: Services, login: string, lastName = 'User') {
  const user = await services.users.admin.create(
    { profile: profile(login, { lastName }) },
    { activate: false },
    { actor: SYSTEM_ACTOR },
  );
  return user.id;
}

/** The `rel` links of a `Link` header, by rel, as paths under the issuer. */
function links(header: string | string[] | undefined): Record<string, string> {
  const parts = Array.isArray(header) ? header : header ? [header] : [];
  const out: Record<string, string> = {};
  for (const part of parts.flatMap((h) => h.split(/,\s*(?=<)/))) {
    const m = /^<([^>]+)>;\s*rel="(\w+)"$/.exec(part.trim());
    if (m) out[m[2]!] = m[1]!.slice(TEST_ISSUER.length);
  }
  return out;
}

/** Walks every page from `first`, running `between` after each page; returns the ids in order of arrival. */
async function walk(api: AdminApi, first: string, between: () => Promise<void> = async () => {}) {
  const ids: string[] = [];
  let url: string | undefined = first;
  let pages = 0;
  while (url) {
    const res = await api.get(url);
    expect(res.statusCode, res.body).toBe(200);
    const rels = links(res.headers.link);
    expect(rels.self).toBe(url);
    ids.push(...res.json().map((u: { id: string }) => u.id));
    url = rels.next;
    if (++pages > 200) throw new Error('pagination does not end');
    if (url) await between();
  }
  return ids;
}

describe('GET /api/v1/users pagination (limit + after, Link headers)', () => {
  it('links self and next until the last page; limit defaults to 200 and is clamped to 200', async (t) => {
    const { api, services } = await adminSetup(t);
    const created = [];
    for (let i = 0; i < 5; i++) created.push(await stage(services, `p${i}@example.com`));
    const first = await api.get('/api/v1/users?limit=2');
    const rels = links(first.headers.link);
    expect(rels).toEqual({
      self: '/api/v1/users?limit=2',
      next: expect.stringMatching(/^\/api\/v1\/users\?limit=2&after=/),
    });
    expect(await walk(api, '/api/v1/users?limit=2')).toEqual(created);
    const all = await api.get('/api/v1/users?limit=500');
    expect(all.json()).toHaveLength(5);
    expect(links(all.headers.link)).toEqual({ self: '/api/v1/users?limit=500' });
    await services.db.execute(sql`
      INSERT INTO users (id, login, email, status)
      SELECT '00ubulk' || lpad(g::text, 13, '0'), 'bulk' || g || '@example.com', 'bulk' || g || '@example.com', 'STAGED'
      FROM generate_series(1, 200) AS g`);
    const clamped = await api.get('/api/v1/users?limit=500');
    expect(clamped.json()).toHaveLength(200);
    expect(links(clamped.headers.link).next).toMatch(/limit=200&after=/);
    expect((await api.get('/api/v1/users')).json()).toHaveLength(200);
    // A cursor belongs to its ordering: a default-order cursor is refused by a sorted search.
    const after = new URLSearchParams(rels.next!.split('?')[1]).get('after')!;
    const mixed = await api.get(`/api/v1/users?search=id%20pr&sortBy=profile.login&after=${after}`);
    expect(mixed.json().errorCode).toBe('E0000001');
  });

  it('pages through ties of a sort key in a stable order', async (t) => {
    const { api, services } = await adminSetup(t);
    const same = [];
    for (let i = 0; i < 7; i++) same.push(await stage(services, `tie${i}@example.com`, 'Same'));
    const asc = await walk(
      api,
      '/api/v1/users?search=profile.lastName%20eq%20%22same%22&sortBy=profile.lastName&limit=3',
    );
    expect(asc).toEqual(same);
    const desc = await walk(
      api,
      '/api/v1/users?search=profile.lastName%20eq%20%22same%22&sortBy=profile.lastName&sortOrder=desc&limit=3',
    );
    expect(desc).toEqual([...same].reverse());
  });

  it('stays stable under concurrent inserts: no user twice, none that existed before missed', async (t) => {
    const { api, services } = await adminSetup(t);
    const before: string[] = [];
    for (let i = 0; i < 40; i++) {
      // Last names spread over the alphabet, so new users land before and after the cursor of a sorted walk.
      before.push(await stage(services, `old${i}@example.com`, String.fromCharCode(65 + ((i * 7) % 26))));
    }
    let n = 0;
    const insertSome = async () => {
      const batch = [0, 1, 2].map(() => {
        const i = n++;
        return stage(services, `new${i}@example.com`, String.fromCharCode(65 + ((i * 11) % 26)));
      });
      await Promise.all(batch);
    };
    for (const first of [
      '/api/v1/users?limit=6',
      '/api/v1/users?search=status%20eq%20%22STAGED%22&sortBy=profile.lastName&limit=5',
      '/api/v1/users?search=status%20eq%20%22STAGED%22&sortBy=profile.lastName&sortOrder=desc&limit=7',
    ]) {
      // Pages are also fetched while inserts are in flight, not only between them.
      const seen = await walk(api, first, async () => {
        const pending = insertSome();
        await api.get(first);
        await pending;
      });
      expect(new Set(seen).size, first).toBe(seen.length);
      expect(
        before.filter((id) => !seen.includes(id)),
        first,
      ).toEqual([]);
    }
    expect(n).toBeGreaterThan(20);
  });
});
