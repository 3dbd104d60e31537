import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';

let idp: LocalIdp;
let suite: Suite;
let giulia: string;
let chiara: string;

beforeAll(async () => {
  idp = await startLocalIdp();
  suite = await buildTestSuite({ SUITE_IDP_URL: idp.url, SUITE_SEED_DEMO: 'false' });
  giulia = `Bearer ${await idp.sign({ sub: 'giulia.rossi@example.com', groups: ['aml-officers'] })}`;
  chiara = `Bearer ${await idp.sign({ sub: 'chiara.esposito@example.com', groups: ['auditors'] })}`;
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, authorization: string, payload?: object) =>
  suite.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

const VIEW = {
  name: 'Filiali lombarde',
  state: { filters: { comune: 'milano' }, sort: 'codiceCab', pageSize: 50 },
};

describe('saved views', () => {
  it('saves, lists and deletes a view for its owner only', async () => {
    const saved = await req('POST', '/api/viste/dipendenze', giulia, VIEW);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ ...VIEW, area: 'dipendenze' });
    expect((await req('GET', '/api/viste/dipendenze', giulia)).json()).toHaveLength(1);
    expect((await req('GET', '/api/viste/dipendenze', chiara)).json()).toEqual([]);
    expect((await req('DELETE', `/api/viste/dipendenze/${saved.json().id}`, chiara)).statusCode).toBe(404);
    expect((await req('POST', '/api/viste/dipendenze', giulia, VIEW)).statusCode).toBe(409);
    expect((await req('DELETE', `/api/viste/dipendenze/${saved.json().id}`, giulia)).statusCode).toBe(204);
    expect((await req('GET', '/api/viste/dipendenze', giulia)).json()).toEqual([]);
  });

  it('refuses an unknown area, a bad state and an empty name, writing nothing', async () => {
    expect((await req('POST', '/api/viste/ovunque', giulia, VIEW)).statusCode).toBe(404);
    const bad = await req('POST', '/api/viste/istituti', giulia, { name: '', state: { pageSize: 7 } });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errorCauses.map((c: { field: string }) => c.field)
        .sort(),
    ).toEqual(['name', 'state']);
    expect((await req('GET', '/api/viste/istituti', giulia)).json()).toEqual([]);
  });
});
