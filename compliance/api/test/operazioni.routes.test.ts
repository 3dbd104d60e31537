import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import { parseListQuery } from '../src/kit/list-query.ts';
import { listRepository } from '../src/kit/list.repository.ts';
import { operazioniList } from '../src/operazioni/operazioni.list.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';

let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};
let branches: { marco: string; paolo: string };
let clients: { marco: string; paolo: string };

const get = (url: string, who: string) =>
  suite.app.inject({ method: 'GET', url, headers: { authorization: auth[who]! } });
const send = (method: 'POST' | 'PUT', url: string, who: string, payload: object) =>
  suite.app.inject({ method, url, headers: { authorization: auth[who]! }, payload });

beforeAll(async () => {
  idp = await startLocalIdp();
  // the demo bank with 40 clients and 400 operations (helper.ts)
  suite = await buildTestSuite({ SUITE_IDP_URL: idp.url });
  const people = {
    officer: ['giulia.rossi@example.com', ['aml-officers']],
    auditor: ['chiara.esposito@example.com', ['auditors']],
    marco: ['marco.bianchi@example.com', ['operators']],
    paolo: ['paolo.colombo@example.com', ['operators']],
  } as const;
  for (const [key, [sub, groups]] of Object.entries(people)) {
    auth[key] = `Bearer ${await idp.sign({ sub, groups: [...groups] })}`;
  }
  branches = {
    marco: (await get('/api/dipendenze', 'marco')).json().items[0].id,
    paolo: (await get('/api/dipendenze', 'paolo')).json().items[0].id,
  };
  clients = {
    marco: (await get('/api/soggetti', 'marco')).json().items[0].id,
    paolo: (await get('/api/soggetti', 'paolo')).json().items[0].id,
  };
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

const op = (who: 'marco' | 'paolo' = 'marco') => ({
  dipendenzaId: branches[who],
  soggettoId: clients[who],
  dataOperazione: '2026-11-20',
  dataValuta: '2026-11-21',
  tipoOperazione: 'RAPPORTO',
  rapporto: 'IT60X0542811101000000123456',
  causaleAnalitica: 'AA',
  segno: 'AVERE',
  importo: 987_654,
  divisa: 'EUR',
  importoEur: 987_654,
  importoContante: 987_654,
  mezzoPagamento: 'CONTANTE',
  canale: 'SPORTELLO',
  controparteNominativo: 'Zanzibar Trading',
  frazionata: false,
  anomala: false,
});

describe('GET /api/operazioni', () => {
  it('lists the demo operations newest first, with the client and the amounts in cents', async () => {
    const res = await get('/api/operazioni', 'officer');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(400);
    const dates = body.items.map((o: { dataOperazione: string }) => o.dataOperazione);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.items[0]).toMatchObject({
      clienteNominativo: expect.any(String),
      importoEur: expect.any(String),
    });
  });

  it('filters by branch, date range, amount range, causale, channel and free text, and sorts by amount', async () => {
    const all = (
      await get(`/api/operazioni?f.dipendenzaId=${branches.marco}&pageSize=100`, 'officer')
    ).json();
    expect(all.total).toBeGreaterThan(0);
    expect(all.items.every((o: { dipendenzaId: string }) => o.dipendenzaId === branches.marco)).toBe(true);
    const range = (
      await get(
        '/api/operazioni?f.dataOperazione.min=2025-01-01&f.dataOperazione.max=2025-06-30&pageSize=100',
        'officer',
      )
    ).json();
    expect(range.total).toBeGreaterThan(0);
    for (const o of range.items)
      expect(o.dataOperazione >= '2025-01-01' && o.dataOperazione <= '2025-06-30').toBe(true);
    const big = (
      await get('/api/operazioni?f.importoEur.min=100000&sort=importoEur&order=asc&pageSize=100', 'officer')
    ).json();
    const amounts = big.items.map((o: { importoEur: string }) => Number(o.importoEur));
    expect(amounts.every((a: number) => a >= 100_000)).toBe(true);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const bounded = (
      await get('/api/operazioni?f.importoEur.min=5000&f.importoEur.max=10000', 'officer')
    ).json();
    expect(bounded.total).toBeLessThan(big.total + bounded.total);
    const card = (await get('/api/operazioni?f.causaleAnalitica=PC&f.canale=POS', 'officer')).json();
    expect(card.total).toBeGreaterThan(0);
    expect(card.items.every((o: { causaleAnalitica: string }) => o.causaleAnalitica === 'PC')).toBe(true);
    const someone = card.items[0].clienteNominativo.split(' ')[0];
    const search = (
      await get(`/api/operazioni?q=${encodeURIComponent(someone.toLowerCase())}`, 'officer')
    ).json();
    expect(search.total).toBeGreaterThan(0);
  });

  it('refuses bad filters with a 400 naming each parameter', async () => {
    const res = await get(
      '/api/operazioni?f.dataOperazione.min=ieri&f.importoEur.max=tanti&f.dipendenzaId=x&f.nope=1',
      'officer',
    );
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errorCauses.map((c: { field: string }) => c.field)
        .sort(),
    ).toEqual(['f.dataOperazione.min', 'f.dipendenzaId', 'f.importoEur.max', 'f.nope'].sort());
  });

  it('exports the filtered set as CSV with Italian amounts and dates', async () => {
    const res = await get(`/api/operazioni/export?format=csv&f.dipendenzaId=${branches.marco}`, 'officer');
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\n');
    const total = (await get(`/api/operazioni?f.dipendenzaId=${branches.marco}`, 'officer')).json().total;
    expect(lines).toHaveLength(total + 1);
    expect(lines[1]).toMatch(/;\d{2}\/\d{2}\/\d{4};/);
    expect(lines[1]).toMatch(/\d,\d{2}/);
  });

  it('exports only the selected records (ids), still within the scope, and refuses a bad selection', async () => {
    const mine = (await get('/api/operazioni?pageSize=20', 'marco')).json().items as Array<{ id: string }>;
    expect(mine.length).toBeGreaterThanOrEqual(3);
    const picked = [mine.at(-1)!.id, mine[0]!.id, mine[1]!.id];
    const paoloOp = (await get('/api/operazioni', 'paolo')).json().items[0].id as string;
    const res = await get(`/api/operazioni/export?format=csv&ids=${[...picked, paoloOp].join(',')}`, 'marco');
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(4); // header + Marco's three; Paolo's operation is outside Marco's branch
    const listed = (await get(`/api/operazioni?ids=${picked.join(',')}`, 'marco')).json();
    expect(listed.total).toBe(3);
    expect(listed.items.map((o: { id: string }) => o.id).sort()).toEqual([...picked].sort());
    expect((await get(`/api/operazioni?ids=${paoloOp}`, 'paolo')).json().total).toBe(1);

    const tooMany = Array.from({ length: 201 }, () => picked[0]).join(',');
    for (const bad of ['nope', `${picked[0]},,${picked[1]}`, '', tooMany]) {
      const refused = await get(`/api/operazioni/export?format=csv&ids=${bad}`, 'marco');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errorCode: 'E0000001',
        errorCauses: [{ field: 'ids', errorSummary: expect.stringContaining('da 1 a 200') }],
      });
    }
  });

  it('streams exports batch after batch in the list order (keyset on a typed sort, offset otherwise)', async () => {
    for (const raw of [{ sort: 'importoEur', order: 'desc' }, { sort: 'clienteNominativo' }, {}]) {
      const query = parseListQuery(operazioniList, { ...raw, pageSize: '100' });
      const ids: string[] = [];
      for await (const row of listRepository.all(suite.handle.db, operazioniList, query, 7))
        ids.push(String(row.id));
      const paged: string[] = [];
      for (let page = 1; page <= 4; page += 1) {
        const { rows } = await listRepository.page(suite.handle.db, operazioniList, { ...query, page });
        paged.push(...rows.map((r) => String(r.id)));
      }
      expect(ids).toEqual(paged);
    }
  });

  it('counts exactly up to the cap, then says there are more', async () => {
    const query = parseListQuery(operazioniList, {});
    expect(await listRepository.page(suite.handle.db, operazioniList, query, 1000)).toMatchObject({
      total: 400,
      capped: false,
    });
    const capped = await listRepository.page(suite.handle.db, operazioniList, query, 100);
    expect(capped).toMatchObject({ total: 101, capped: true });
    expect(capped.rows).toHaveLength(20);
    expect((await get('/api/operazioni', 'officer')).json().totalCapped).toBe(false);
  });

  it('shows an operator only their own branch', async () => {
    const marco = (await get('/api/operazioni?pageSize=100', 'marco')).json();
    expect(marco.items.every((o: { dipendenzaId: string }) => o.dipendenzaId === branches.marco)).toBe(true);
    const other = (await get(`/api/operazioni?f.dipendenzaId=${branches.paolo}`, 'marco')).json();
    expect(other.total).toBe(0);
    const paoloOp = (await get('/api/operazioni', 'paolo')).json().items[0];
    expect((await get(`/api/operazioni/${paoloOp.id}`, 'marco')).statusCode).toBe(404);
    expect((await get(`/api/operazioni/${paoloOp.id}/audit`, 'marco')).statusCode).toBe(404);
    expect((await get(`/api/operazioni/${paoloOp.id}`, 'auditor')).statusCode).toBe(200);
  });
});

describe('POST and PUT /api/operazioni', () => {
  it('creates an operation with its number and cash flag, audits it, and lets no auditor write', async () => {
    const created = await send('POST', '/api/operazioni', 'marco', op());
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      ...op(),
      version: 1,
      sopraSogliaContante: true,
      tipoPersona: expect.any(String),
    });
    expect(body.numeroOperazione).toBeGreaterThan(400);
    const audit = (await get(`/api/operazioni/${body.id}/audit`, 'auditor')).json();
    expect(audit).toMatchObject([{ action: 'operazione.create', actor: 'marco.bianchi@example.com' }]);
    expect((await send('POST', '/api/operazioni', 'auditor', op())).statusCode).toBe(403);
    expect((await get('/api/operazioni?q=zanzibar', 'officer')).json().total).toBe(1);
  });

  it('refuses an operator writing at another branch or for another branch client', async () => {
    expect((await send('POST', '/api/operazioni', 'marco', op('paolo'))).statusCode).toBe(403);
    const crossClient = await send('POST', '/api/operazioni', 'marco', {
      ...op(),
      soggettoId: clients.paolo,
    });
    expect(crossClient.statusCode).toBe(403);
  });

  it('answers bad input with Italian field errors and writes nothing', async () => {
    const before = (await get('/api/operazioni', 'officer')).json().total;
    const bad = await send('POST', '/api/operazioni', 'officer', {
      ...op(),
      importo: -5,
      importoEur: 12.5,
      divisa: 'euro',
      causaleAnalitica: 'ZZ',
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errorCauses.map((c: { field: string }) => c.field)
        .sort(),
    ).toEqual(['causaleAnalitica', 'divisa', 'extra', 'importo', 'importoEur'].sort());
    const cash = await send('POST', '/api/operazioni', 'officer', { ...op(), importoContante: 1_000_000 });
    expect(cash.json().errorCauses).toEqual([
      {
        field: 'importoContante',
        errorSummary: 'La parte in contante non può superare il controvalore in euro.',
      },
    ]);
    const noClient = await send('POST', '/api/operazioni', 'officer', {
      ...op(),
      soggettoId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noClient.json().errorCauses[0].field).toBe('soggettoId');
    const notJson = await suite.app.inject({
      method: 'POST',
      url: '/api/operazioni',
      headers: { authorization: auth.officer!, 'content-type': 'application/json' },
      payload: '{"importo":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await get('/api/operazioni', 'officer')).json().total).toBe(before);
  });

  it('refuses a NUL or another control character in a text, in a body or a list parameter, with 400', async () => {
    const id = (await get('/api/operazioni', 'officer')).json().items[0].id;
    const current = (await get(`/api/operazioni/${id}`, 'officer')).json();
    const res = await send('PUT', `/api/operazioni/${id}`, 'officer', {
      ...op(),
      note: 'vendita\u0000auto',
      version: current.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCauses).toEqual([
      { field: 'note', errorSummary: 'Il campo note contiene caratteri di controllo non ammessi.' },
    ]);
    expect((await get(`/api/operazioni/${id}`, 'officer')).json().version).toBe(current.version);
    for (const url of [
      '/api/operazioni?q=%00',
      '/api/operazioni?f.divisa=a%1b',
      '/api/dipendenze?f.comune=%00',
    ]) {
      const list = await get(url, 'officer');
      expect(list.statusCode).toBe(400);
      expect(list.json().errorCauses[0].errorSummary).toMatch(/caratteri di controllo non ammessi/);
    }
  });

  it('saves an edit with its version and refuses a stale one with 409, writing nothing', async () => {
    const id = (await get('/api/operazioni?q=zanzibar', 'officer')).json().items[0].id;
    const current = (await get(`/api/operazioni/${id}`, 'officer')).json();
    const saved = await send('PUT', `/api/operazioni/${id}`, 'officer', {
      ...op(),
      anomala: true,
      indicatoriAnomalia: '11.1',
      version: current.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ anomala: true, version: current.version + 1 });
    const stale = await send('PUT', `/api/operazioni/${id}`, 'marco', {
      ...op(),
      note: 'tardi',
      version: current.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await get(`/api/operazioni/${id}`, 'officer')).json().note).toBeUndefined();
    const audit = (await get(`/api/operazioni/${id}/audit`, 'officer')).json();
    expect(audit[0]).toMatchObject({
      action: 'operazione.update',
      before: { anomala: false },
      after: { anomala: true },
    });
    expect((await suite.services.audit.verify()).ok).toBe(true);
  });
});

describe('recording date and late recording (compliance-domain.md §1.5, §2.1)', () => {
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

  it('records the day an operation is entered and flags one recorded more than 30 days after it, in the list too', async () => {
    const late = await send('POST', '/api/operazioni', 'marco', {
      ...op(),
      dataOperazione: daysAgo(45),
      dataValuta: daysAgo(45),
      note: 'registrazione tardiva',
    });
    expect(late.statusCode, late.body).toBe(201);
    const prompt = await send('POST', '/api/operazioni', 'marco', {
      ...op(),
      dataOperazione: daysAgo(10),
      dataValuta: daysAgo(10),
      note: 'registrazione puntuale',
    });
    expect(prompt.statusCode, prompt.body).toBe(201);
    const recorded = late.json().dataRegistrazione as string;
    expect(recorded).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(recorded >= daysAgo(1)).toBe(true);
    expect(late.json().registrazioneTardiva).toBe(true);
    expect(prompt.json()).toMatchObject({ dataRegistrazione: recorded, registrazioneTardiva: false });

    const flagged = (
      await get(
        `/api/operazioni?f.soggettoId=${clients.marco}&f.registrazioneTardiva=S%C3%AC&pageSize=100`,
        'marco',
      )
    ).json();
    const ids = flagged.items.map((o: { id: string }) => o.id);
    expect(ids).toContain(late.json().id);
    expect(ids).not.toContain(prompt.json().id);
    expect(
      flagged.items.every((o: { registrazioneTardiva: string }) => o.registrazioneTardiva === 'Sì'),
    ).toBe(true);
    const today = (
      await get(`/api/operazioni?f.dataRegistrazione.min=${recorded}&f.registrazioneTardiva=No`, 'officer')
    ).json();
    expect(today.items.map((o: { id: string }) => o.id)).toContain(prompt.json().id);
  });

  it('keeps the recording date on an edit (not editable) and derives the flag from the new operation date', async () => {
    const created = (
      await send('POST', '/api/operazioni', 'marco', {
        ...op(),
        dataOperazione: daysAgo(60),
        dataValuta: daysAgo(60),
      })
    ).json();
    expect(created.registrazioneTardiva).toBe(true);
    const forged = await send('PUT', `/api/operazioni/${created.id}`, 'marco', {
      ...op(),
      dataRegistrazione: daysAgo(60),
      version: created.version,
    });
    expect(forged.statusCode).toBe(400);
    const fixed = await send('PUT', `/api/operazioni/${created.id}`, 'marco', {
      ...op(),
      dataOperazione: daysAgo(5),
      dataValuta: daysAgo(5),
      version: created.version,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({
      dataRegistrazione: created.dataRegistrazione,
      registrazioneTardiva: false,
    });
  });
});
