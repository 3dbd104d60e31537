import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';
import { signPeople } from './people.ts';

let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};

beforeAll(async () => {
  idp = await startLocalIdp();
  suite = await buildTestSuite({ SUITE_IDP_URL: idp.url });
  Object.assign(
    auth,
    await signPeople(idp, { marcoAlsoAuditor: ['marco.bianchi@example.com', ['operators', 'auditors']] }),
  );
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

const get = (url: string, who: string) =>
  suite.app.inject({ method: 'GET', url, headers: { authorization: auth[who]! } });
const send = (method: 'POST' | 'PUT', url: string, who: string, payload: object) =>
  suite.app.inject({ method, url, headers: { authorization: auth[who]! }, payload });

describe('GET /api/dipendenze', () => {
  it('lists the 12 demo branches with their institution, sorted and paged', async () => {
    const res = await get('/api/dipendenze?sort=codiceCab&order=desc&pageSize=50', 'officer');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(12);
    expect(body.items[0]).toMatchObject({ istitutoDenominazione: 'Banca Demo Lombarda S.p.A.' });
    const cabs = body.items.map((d: { codiceCab: string }) => d.codiceCab);
    expect(cabs).toEqual([...cabs].sort().reverse());
    const page2 = (await get('/api/dipendenze?pageSize=20&page=2', 'officer')).json();
    expect(page2.items).toHaveLength(0);
  });

  it('shows each branch operator their own branch only, in the list, the detail and the export', async () => {
    const marco = (await get('/api/dipendenze', 'marco')).json();
    const paolo = (await get('/api/dipendenze', 'paolo')).json();
    expect(marco.total).toBe(1);
    expect(paolo.total).toBe(1);
    expect(marco.items[0].id).not.toBe(paolo.items[0].id);
    expect((await get(`/api/dipendenze/${paolo.items[0].id}`, 'marco')).statusCode).toBe(404);
    expect((await get(`/api/dipendenze/${paolo.items[0].id}/audit`, 'marco')).statusCode).toBe(404);
    expect((await get(`/api/dipendenze/${marco.items[0].id}`, 'marco')).statusCode).toBe(200);
    const csv = (await get('/api/dipendenze/export?format=csv', 'marco')).body.trim().split('\n');
    expect(csv).toHaveLength(2);
    // a wider role lifts the branch limit
    expect((await get('/api/dipendenze', 'marcoAlsoAuditor')).json().total).toBe(12);
  });

  it('filters by the institution (the branch filter other areas reuse) and by text', async () => {
    const istituto = (await get('/api/istituti', 'officer')).json().items[0];
    expect((await get(`/api/dipendenze?f.istitutoId=${istituto.id}`, 'officer')).json().total).toBe(12);
    expect((await get('/api/dipendenze?f.comune=milano', 'officer')).json().total).toBe(1);
    expect((await get('/api/dipendenze?q=filiale', 'officer')).json().total).toBe(11);
  });
});

describe('POST and PUT /api/dipendenze', () => {
  it('creates a branch, refuses a duplicate CAB and an unknown institution, and lets no auditor or operator write', async () => {
    const istituto = (await get('/api/istituti', 'officer')).json().items[0];
    const input = {
      istitutoId: istituto.id,
      codiceCab: '99999',
      denominazione: 'Agenzia di Como',
      tipo: 'AGENZIA',
      provincia: 'CO',
      stato: 'ATTIVA',
    };
    const created = await send('POST', '/api/dipendenze', 'officer', input);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...input, codiceAbi: istituto.codiceAbi, version: 1 });
    expect((await send('POST', '/api/dipendenze', 'officer', input)).json().errorCode).toBe('E0000041');
    const unknown = await send('POST', '/api/dipendenze', 'officer', {
      ...input,
      istitutoId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCauses).toEqual([
      { field: 'istitutoId', errorSummary: "L'istituto indicato non esiste." },
    ]);
    for (const who of ['auditor', 'marco']) {
      expect((await send('POST', '/api/dipendenze', who, { ...input, codiceCab: '99998' })).statusCode).toBe(
        403,
      );
    }
    expect((await get('/api/dipendenze', 'officer')).json().total).toBe(13);
  });

  it('answers bad input with Italian field errors and a stale save with 409, writing nothing', async () => {
    const item = (await get('/api/dipendenze?f.comune=milano', 'officer')).json().items[0];
    const current = (await get(`/api/dipendenze/${item.id}`, 'officer')).json();
    const {
      id: _id,
      version,
      codiceAbi: _a,
      istitutoDenominazione: _n,
      createdAt: _c,
      updatedAt: _u,
      ...input
    } = current;
    const bad = await send('PUT', `/api/dipendenze/${item.id}`, 'officer', {
      ...input,
      version,
      cap: '1',
      provincia: 'milano',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCauses).toEqual(
      expect.arrayContaining([
        { field: 'cap', errorSummary: 'Il CAP è composto da 5 cifre.' },
        { field: 'provincia', errorSummary: 'La provincia è la sigla di 2 lettere maiuscole (es. MI).' },
      ]),
    );
    const saved = await send('PUT', `/api/dipendenze/${item.id}`, 'officer', {
      ...input,
      version,
      responsabile: 'Nuovo Capo',
    });
    expect(saved.statusCode).toBe(200);
    const stale = await send('PUT', `/api/dipendenze/${item.id}`, 'officer', {
      ...input,
      version,
      responsabile: 'Altro',
    });
    expect(stale.statusCode).toBe(409);
    const after = (await get(`/api/dipendenze/${item.id}`, 'officer')).json();
    expect(after).toMatchObject({
      responsabile: 'Nuovo Capo',
      version: version + 1,
      dataApertura: input.dataApertura,
    });
    const audit = (await get(`/api/dipendenze/${item.id}/audit`, 'auditor')).json();
    expect(audit.map((e: { action: string }) => e.action)).toEqual([
      'dipendenza.update',
      'dipendenza.create',
    ]);
    expect(audit[0].before.responsabile).toBe(input.responsabile);
    expect(audit[0].after.responsabile).toBe('Nuovo Capo');
  });
});
