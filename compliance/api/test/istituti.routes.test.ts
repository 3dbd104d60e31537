import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';

let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};

beforeAll(async () => {
  idp = await startLocalIdp();
  suite = await buildTestSuite({ SUITE_IDP_URL: idp.url });
  const people = {
    officer: ['giulia.rossi@example.com', 'aml-officers'],
    admin: ['luca.romano@example.com', 'administrators'],
    auditor: ['chiara.esposito@example.com', 'auditors'],
    delegate: ['francesca.ferrari@example.com', 'reports-delegates'],
    operator: ['marco.bianchi@example.com', 'operators'],
    unassigned: ['nessuno@example.com', 'operators'],
    stranger: ['ospite@example.com', 'everyone'],
  };
  for (const [key, [sub, group]] of Object.entries(people)) {
    auth[key] = `Bearer ${await idp.sign({ sub, groups: [group] })}`;
  }
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

const get = (url: string, who: string) =>
  suite.app.inject({ method: 'GET', url, headers: { authorization: auth[who]! } });
const send = (method: 'POST' | 'PUT', url: string, who: string, payload: unknown) =>
  suite.app.inject({ method, url, headers: { authorization: auth[who]! }, payload: payload as object });

async function firstIstituto() {
  return (await get('/api/istituti', 'officer')).json().items[0];
}

const NEW_BANK = {
  codiceAbi: '09999',
  denominazione: 'Banca Nuova S.p.A.',
  tipoIntermediario: 'BANCA_TRADIZIONALE',
  stato: 'ATTIVO',
};

describe('GET /api/istituti', () => {
  it('lists the seeded demo institution to every reading role', async () => {
    for (const who of ['officer', 'admin', 'auditor', 'delegate', 'operator']) {
      const res = await get('/api/istituti', who);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(res.json().items[0]).toMatchObject({ denominazione: 'Banca Demo Lombarda S.p.A.', version: 1 });
    }
  });

  it('refuses a token without a suite role (403) and no token (401)', async () => {
    expect((await get('/api/istituti', 'stranger')).statusCode).toBe(403);
    expect((await suite.app.inject({ method: 'GET', url: '/api/istituti' })).statusCode).toBe(401);
  });

  it('shows an operator with no branch nothing', async () => {
    expect((await get('/api/istituti', 'unassigned')).json()).toMatchObject({ total: 0, items: [] });
  });

  it('filters, searches and refuses unknown parameters with one cause per parameter', async () => {
    expect((await get('/api/istituti?f.tipoIntermediario=SIM', 'officer')).json().total).toBe(0);
    expect((await get('/api/istituti?q=lombarda', 'officer')).json().total).toBe(1);
    expect((await get('/api/istituti?q=50%25_%5C', 'officer')).json().total).toBe(0);
    const bad = await get('/api/istituti?pageSize=7&sort=colore&f.colore=blu&page=0', 'officer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('E0000001');
    expect(
      bad
        .json()
        .errorCauses.map((c: { field: string }) => c.field)
        .sort(),
    ).toEqual(['f.colore', 'page', 'pageSize', 'sort']);
  });
});

describe('POST and PUT /api/istituti', () => {
  it('creates an institution (AML officer), audits it, and refuses a duplicate ABI with 409', async () => {
    const res = await send('POST', '/api/istituti', 'officer', NEW_BANK);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...NEW_BANK, version: 1 });
    const audit = await get(`/api/istituti/${res.json().id}/audit`, 'auditor');
    expect(audit.json()[0]).toMatchObject({ action: 'istituto.create', actor: 'giulia.rossi@example.com' });
    const again = await send('POST', '/api/istituti', 'admin', NEW_BANK);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'E0000041', errorCauses: [{ field: 'codiceAbi' }] });
  });

  it('refuses writes by auditors, delegates and operators (403), writing nothing', async () => {
    for (const who of ['auditor', 'delegate', 'operator']) {
      const res = await send('POST', '/api/istituti', who, { ...NEW_BANK, codiceAbi: '08888' });
      expect(res.statusCode, who).toBe(403);
    }
    expect((await get('/api/istituti?f.codiceAbi=08888', 'officer')).json().total).toBe(0);
  });

  it('answers bad input with Italian field errors and writes nothing', async () => {
    const res = await send('POST', '/api/istituti', 'admin', {
      ...NEW_BANK,
      codiceAbi: 'ABC',
      bic: 'x',
      extra: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCauses).toEqual(
      expect.arrayContaining([
        { field: 'codiceAbi', errorSummary: 'Il codice ABI è composto da 5 cifre.' },
        { field: 'extra', errorSummary: 'Il campo extra non è previsto.' },
      ]),
    );
    const notJson = await suite.app.inject({
      method: 'POST',
      url: '/api/istituti',
      headers: { authorization: auth.admin!, 'content-type': 'application/json' },
      payload: '{"codiceAbi":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await get('/api/istituti', 'officer')).json().total).toBe(2); // the demo bank + NEW_BANK
  });

  it('saves with the current version, then refuses the stale version with 409 and keeps the first save', async () => {
    const item = await firstIstituto();
    const current = (await get(`/api/istituti/${item.id}`, 'officer')).json();
    const { id: _id, version, createdAt: _c, updatedAt: _u, ...input } = current;
    const first = await send('PUT', `/api/istituti/${item.id}`, 'officer', {
      ...input,
      version,
      sedeComune: 'Monza',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: version + 1, sedeComune: 'Monza' });
    const stale = await send('PUT', `/api/istituti/${item.id}`, 'admin', {
      ...input,
      version,
      sedeComune: 'Lodi',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('E0000040');
    expect(stale.json().errorSummary).toMatch(/modificato da un altro utente/);
    expect((await get(`/api/istituti/${item.id}`, 'officer')).json()).toMatchObject({ sedeComune: 'Monza' });
    const noVersion = await send('PUT', `/api/istituti/${item.id}`, 'admin', input);
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().errorCauses).toEqual([expect.objectContaining({ field: 'version' })]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/api/istituti/00000000-0000-4000-8000-000000000000', 'officer')).statusCode).toBe(404);
    expect((await get('/api/istituti/not-a-uuid', 'officer')).statusCode).toBe(404);
  });
});

describe('exports', () => {
  it('streams the whole filtered set as CSV with Italian headers and `;`', async () => {
    const res = await get('/api/istituti/export?format=csv&sort=codiceAbi', 'auditor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="istituti-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^Codice ABI;Denominazione;Tipo intermediario/);
    expect(lines).toHaveLength(3);
  });

  it('streams XLSX (a zip) and refuses an unknown format', async () => {
    const res = await get('/api/istituti/export?format=xlsx', 'officer');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const unknown = await get('/api/istituti/export?format=ods', 'officer');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCauses).toEqual([
      { field: 'format', errorSummary: 'Il formato di esportazione è csv, xlsx oppure pdf.' },
    ]);
  });

  it('prints the filtered view as a PDF attachment', async () => {
    const res = await get('/api/istituti/export?format=pdf&sort=codiceAbi', 'auditor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="istituti-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe('Istituti');
    expect(pdf.getPageCount()).toBe(1);
    expect((await get('/api/istituti/export?format=pdf', 'stranger')).statusCode).toBe(403);
  });
});
