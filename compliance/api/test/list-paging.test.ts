import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import { parseListQuery } from '../src/kit/list-query.ts';
import { listRepository, SMALL_MATCH } from '../src/kit/list.repository.ts';
import { operazioniList } from '../src/operazioni/operazioni.list.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';

let idp: LocalIdp;
let suite: Suite;
let officer: string;

const get = (url: string) => suite.app.inject({ method: 'GET', url, headers: { authorization: officer } });

/** Every id of the filtered set in list order, read through the export's keyset batches (an independent path). */
async function allIds(raw: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  const query = parseListQuery(operazioniList, raw);
  for await (const row of listRepository.all(suite.handle.db, operazioniList, query, 50))
    ids.push(String(row.id));
  return ids;
}

beforeAll(async () => {
  idp = await startLocalIdp();
  // the demo bank with 40 clients and 400 operations (helper.ts)
  suite = await buildTestSuite({ SUITE_IDP_URL: idp.url });
  officer = `Bearer ${await idp.sign({ sub: 'giulia.rossi@example.com', groups: ['aml-officers'] })}`;
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

describe('list paging (kit/list.repository.ts, list-query.ts, list-cursor.ts)', () => {
  it('walks a list by nextCursor through the same rows, in the same order, as the pages', async () => {
    for (const sort of [
      'sort=dataOperazione&order=desc',
      'sort=importoEur&order=asc',
      'sort=numeroOperazione',
    ]) {
      const paged: string[] = [];
      for (let page = 1; page <= 4; page += 1) {
        const body = (await get(`/api/operazioni?${sort}&pageSize=20&page=${page}`)).json();
        paged.push(...body.items.map((i: { id: string }) => i.id));
      }
      const walked: string[] = [];
      let after: string | undefined;
      for (let step = 0; step < 4; step += 1) {
        const res = await get(`/api/operazioni?${sort}&pageSize=20${after ? `&after=${after}` : ''}`);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        walked.push(...body.items.map((i: { id: string }) => i.id));
        expect(body.nextCursor).toEqual(expect.any(String));
        after = body.nextCursor;
      }
      expect(walked).toEqual(paged);
    }
  });

  it('gives no cursor on the last page nor for a sort by an untyped column, and refuses one there', async () => {
    const last = (await get('/api/operazioni?pageSize=100&page=4')).json();
    expect(last.items).toHaveLength(100);
    const tail = (await get(`/api/operazioni?pageSize=100&after=${last.nextCursor}`)).json();
    expect(tail.items).toEqual([]);
    expect(tail.nextCursor).toBeUndefined();
    const byName = (await get('/api/operazioni?sort=clienteNominativo')).json();
    expect(byName.items).toHaveLength(20);
    expect(byName.nextCursor).toBeUndefined();
    const refused = await get(`/api/operazioni?sort=clienteNominativo&after=${last.nextCursor}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCauses).toEqual([expect.objectContaining({ field: 'after' })]);
  });

  it('refuses a forged cursor, a cursor with a page, and a page beyond the first 10,000 rows', async () => {
    const first = (await get('/api/operazioni')).json();
    for (const [url, field] of [
      ['/api/operazioni?after=not-a-cursor!', 'after'],
      [`/api/operazioni?after=${Buffer.from('["x","1"]').toString('base64url')}`, 'after'],
      [`/api/operazioni?page=2&after=${first.nextCursor}`, 'after'],
      ['/api/operazioni?page=502&pageSize=20', 'page'],
      ['/api/operazioni?page=102&pageSize=100', 'page'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errorCauses, url).toEqual([expect.objectContaining({ field })]);
    }
    expect((await get('/api/operazioni?page=501&pageSize=20')).statusCode).toBe(200);
  });

  it('sorts a free-text match from the matched set and gives the same rows as the whole ordered set', async () => {
    const someone = (await get('/api/operazioni')).json().items[0].clienteNominativo.split(' ')[0] as string;
    for (const raw of [
      { q: someone.toLowerCase(), sort: 'dataOperazione', order: 'desc' },
      { q: someone.toLowerCase(), sort: 'clienteNominativo', order: 'asc' },
      { q: 'it', sort: 'importoEur', order: 'asc' },
    ]) {
      const expected = await allIds(raw);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThanOrEqual(SMALL_MATCH);
      const query = parseListQuery(operazioniList, { ...raw, pageSize: '20' });
      const ids: string[] = [];
      for (let page = 1; (page - 1) * 20 < expected.length; page += 1) {
        const result = await listRepository.page(suite.handle.db, operazioniList, { ...query, page });
        expect(result.total).toBe(expected.length);
        expect(Object.keys(result.rows[0] ?? {}).filter((k) => k.startsWith('__'))).toEqual([]);
        ids.push(...result.rows.map((r) => String(r.id)));
      }
      expect(ids).toEqual(expected);
    }
    const none = await get('/api/operazioni?q=zzqqzz');
    expect(none.json()).toMatchObject({ items: [], total: 0 });
  });
});
