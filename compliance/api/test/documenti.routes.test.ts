import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import { demoPdf } from '../src/seed/demo-documents.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';
import { signPeople } from './people.ts';

let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};
const dir = mkdtempSync(join(tmpdir(), 'suite-documenti-test-'));
let clients: { marco: string; paolo: string };
let pdf: Uint8Array;
// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const MAX = 50_000;

const get = (url: string, who: string) =>
  suite.app.inject({ method: 'GET', url, headers: { authorization: auth[who]! } });

/** Every file in the document store (recursively). */
function storedFiles(): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** A real multipart/form-data upload: `fields` as text parts, then `file` (when given) as the `file` part. */
function upload(who: string, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([Buffer.from(file.bytes)]), file.name);
  return suite.app.inject({
    method: 'POST',
    url: '/api/documenti',
    headers: { authorization: auth[who]! },
    payload: form,
  });
}

const identity = (soggettoId: string) => ({
  tipo: 'DOC_IDENTITA',
  soggettoId,
  numero: 'CA12345XY',
  rilasciatoDa: 'Comune di Milano',
  dataRilascio: '2020-03-01',
  dataScadenza: '2030-03-01',
});

beforeAll(async () => {
  idp = await startLocalIdp();
  suite = await buildTestSuite({
    SUITE_IDP_URL: idp.url,
    SUITE_DOCUMENTS_DIR: dir,
    SUITE_DOCUMENT_MAX_BYTES: String(MAX),
  });
  Object.assign(
    auth,
    await signPeople(idp, { delegate: ['luca.ferrari@example.com', ['reports-delegates']] }),
  );
  clients = {
    marco: (await get('/api/soggetti', 'marco')).json().items[0].id,
    paolo: (await get('/api/soggetti', 'paolo')).json().items[0].id,
  };
  pdf = await demoPdf('Prova', ['Documento di prova']);
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo documents', () => {
  it('are real PDFs in the store, listed newest first, whose downloads match their SHA-256', async () => {
    const list = await get('/api/documenti?pageSize=100', 'officer');
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThan(0);
    const first = list.json().items[0];
    expect(first).toMatchObject({
      contentType: 'application/pdf',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const file = await get(`/api/documenti/${first.id}/file`, 'officer');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(first.sha256);
  });

  it('include identity documents expiring within 30 days (the expiry range filter)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const in30 = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const res = await get(`/api/documenti?f.dataScadenza.min=${today}&f.dataScadenza.max=${in30}`, 'officer');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThan(0);
    for (const d of res.json().items) expect(d.dataScadenza >= today && d.dataScadenza <= in30).toBe(true);
  });
});

describe('POST /api/documenti', () => {
  it('keeps a file name without its control characters (a NUL is not text to the database)', async () => {
    const res = await upload('officer', identity(clients.marco), {
      bytes: pdf,
      name: 'car\u0000ta\u001b.pdf',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().nomeFile).toBe('carta.pdf');
  });

  it('archives a PDF with its description, hash, size and 10-year retention, audited', async () => {
    const res = await upload(
      'officer',
      { ...identity(clients.marco), riservato: 'false' },
      { bytes: pdf, name: 'carta è.pdf' },
    );
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    const year = new Date().getUTCFullYear();
    expect(doc).toMatchObject({
      tipo: 'DOC_IDENTITA',
      soggettoId: clients.marco,
      nomeFile: 'carta è.pdf',
      contentType: 'application/pdf',
      dimensione: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      caricatoDa: 'giulia.rossi@example.com',
      riservato: false,
      conservaFinoAl: expect.stringMatching(new RegExp(`^${year + 10}-`)),
    });
    expect(doc.chiave).toBeUndefined();
    const file = await get(`/api/documenti/${doc.id}/file`, 'officer');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="carta _.pdf"; filename*=UTF-8''carta%20%C3%A8.pdf`,
    );
    const audit = (await get(`/api/documenti/${doc.id}/audit`, 'officer')).json();
    expect(audit[0]).toMatchObject({ action: 'documento.create', actor: 'giulia.rossi@example.com' });
    expect(audit[0].after.sha256).toBe(doc.sha256);
  });

  it('recognises a PNG from its bytes and serves it as image/png', async () => {
    const res = await upload(
      'officer',
      { tipo: 'ALTRO', riservato: 'false' },
      { bytes: PNG, name: 'scan.pdf' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().contentType).toBe('image/png');
    expect((await get(`/api/documenti/${res.json().id}/file`, 'officer')).headers['content-type']).toBe(
      'image/png',
    );
  });

  it('refuses a type the archive does not accept (415 E0000052), whatever the name says, keeping nothing', async () => {
    const before = storedFiles().length;
    const text = new TextEncoder().encode('MZ this is not a document at all, just text pretending to be one');
    const res = await upload('officer', identity(clients.marco), { bytes: text, name: 'finto.pdf' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ errorCode: 'E0000052', errorCauses: [{ field: 'file' }] });
    const zip = Buffer.from('504b0304140000000800', 'hex');
    expect(
      (await upload('officer', identity(clients.marco), { bytes: zip, name: 'a.zip' })).json().errorCode,
    ).toBe('E0000052');
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a file over SUITE_DOCUMENT_MAX_BYTES (413 E0000051), keeping nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([Buffer.from(pdf), Buffer.alloc(MAX, 0x20)]);
    const res = await upload('officer', identity(clients.marco), { bytes: big, name: 'grande.pdf' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ errorCode: 'E0000051', errorCauses: [{ field: 'file' }] });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a form without a file (E0000050), a JSON body (E0000053) and an empty file', async () => {
    expect((await upload('officer', identity(clients.marco))).json()).toMatchObject({
      errorCode: 'E0000050',
    });
    const json = await suite.app.inject({
      method: 'POST',
      url: '/api/documenti',
      headers: { authorization: auth.officer! },
      payload: identity(clients.marco),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errorCode).toBe('E0000053');
    const empty = await upload('officer', identity(clients.marco), {
      bytes: new Uint8Array(),
      name: 'vuoto.pdf',
    });
    expect(empty.json().errorCode).toBe('E0000050');
  });

  it('validates the description in Italian by field and keeps no file when it is refused', async () => {
    const before = storedFiles().length;
    const total = (await get('/api/documenti', 'officer')).json().total;
    const res = await upload(
      'officer',
      {
        tipo: 'PASSAPORTO',
        soggettoId: clients.marco,
        dataRilascio: '2024-01-01',
        dataScadenza: '2023-01-01',
        extra: 'x',
      },
      { bytes: pdf, name: 'p.pdf' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCauses).toEqual([
      { field: 'extra', errorSummary: 'Il campo extra non è previsto.' },
    ]);
    const rules = await upload(
      'officer',
      {
        tipo: 'PASSAPORTO',
        soggettoId: clients.marco,
        dataRilascio: '2024-01-01',
        dataScadenza: '2023-01-01',
      },
      { bytes: pdf, name: 'p.pdf' },
    );
    expect(
      rules
        .json()
        .errorCauses.map((c: { field: string }) => c.field)
        .sort(),
    ).toEqual(['dataScadenza', 'numero', 'rilasciatoDa']);
    const short = await upload(
      'officer',
      { ...identity(clients.marco), conservaFinoAl: '2027-01-01' },
      { bytes: pdf, name: 'p.pdf' },
    );
    expect(short.json().errorCauses[0]).toMatchObject({ field: 'conservaFinoAl' });
    const missing = await upload('officer', identity('00000000-0000-4000-8000-000000000000'), {
      bytes: pdf,
      name: 'p.pdf',
    });
    expect(missing.json().errorCauses[0]).toMatchObject({ field: 'soggettoId' });
    expect(storedFiles().length).toBe(before);
    expect((await get('/api/documenti', 'officer')).json().total).toBe(total);
  });

  it('lets auditors only read and operators archive only for their own branch', async () => {
    expect((await upload('auditor', identity(clients.marco), { bytes: pdf, name: 'a.pdf' })).statusCode).toBe(
      403,
    );
    expect((await upload('marco', identity(clients.paolo), { bytes: pdf, name: 'a.pdf' })).statusCode).toBe(
      403,
    );
    expect((await upload('marco', { tipo: 'ALTRO' }, { bytes: pdf, name: 'a.pdf' })).statusCode).toBe(403);
    expect((await upload('marco', identity(clients.marco), { bytes: pdf, name: 'a.pdf' })).statusCode).toBe(
      201,
    );
  });
});

describe('reading, editing and deleting', () => {
  it('shows operators their branch only and hides confidential documents from them', async () => {
    const secret = (
      await upload(
        'officer',
        { ...identity(clients.marco), riservato: 'true' },
        { bytes: pdf, name: 's.pdf' },
      )
    ).json();
    expect(secret.riservato).toBe(true);
    expect((await get(`/api/documenti/${secret.id}`, 'marco')).statusCode).toBe(404);
    expect((await get(`/api/documenti/${secret.id}/file`, 'marco')).statusCode).toBe(404);
    expect((await get(`/api/documenti/${secret.id}`, 'auditor')).statusCode).toBe(200);
    const mine = (await get('/api/documenti?pageSize=100', 'marco')).json().items;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((d: { riservato: string }) => d.riservato === 'No')).toBe(true);
    const paolos = (await get('/api/documenti?pageSize=100', 'paolo')).json().items as Array<{ id: string }>;
    expect(paolos.some((d) => mine.some((m: { id: string }) => m.id === d.id))).toBe(false);
    expect((await get(`/api/documenti/${mine[0].id}`, 'paolo')).statusCode).toBe(404);
  });

  it('edits the description with optimistic concurrency', async () => {
    const doc = (await upload('officer', identity(clients.marco), { bytes: pdf, name: 'e.pdf' })).json();
    const body = { ...identity(clients.marco), numero: 'CA999', riservato: false, version: doc.version };
    const put = (who: string, payload: object) =>
      suite.app.inject({
        method: 'PUT',
        url: `/api/documenti/${doc.id}`,
        headers: { authorization: auth[who]! },
        payload,
      });
    const first = await put('officer', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ numero: 'CA999', version: 2, sha256: doc.sha256 });
    expect((await put('officer', body)).json().errorCode).toBe('E0000040');
    expect((await put('auditor', { ...body, version: 2 })).statusCode).toBe(403);
  });

  it('lets only administrators and AML officers delete; the file goes, the audit keeps the hash', async () => {
    const doc = (await upload('officer', identity(clients.marco), { bytes: pdf, name: 'd.pdf' })).json();
    const del = (who: string) =>
      suite.app.inject({
        method: 'DELETE',
        url: `/api/documenti/${doc.id}`,
        headers: { authorization: auth[who]! },
      });
    const files = storedFiles().length;
    expect((await del('marco')).statusCode).toBe(403);
    expect((await del('delegate')).statusCode).toBe(403);
    expect((await del('officer')).statusCode).toBe(204);
    expect((await get(`/api/documenti/${doc.id}`, 'officer')).statusCode).toBe(404);
    expect(storedFiles().length).toBe(files - 1);
    const entries = await suite.services.audit.forEntity('documento', doc.id);
    expect(entries[0]).toMatchObject({
      action: 'documento.delete',
      before: { sha256: doc.sha256 },
      after: null,
    });
    expect((await suite.services.audit.verify()).ok).toBe(true);
  });

  it('refuses to deliver a file altered on disk (500 E0000054) or missing (410 E0000055)', async () => {
    const unique = Buffer.concat([Buffer.from(pdf), Buffer.from(`\n%${Date.now()}\n`)]);
    const doc = (await upload('officer', identity(clients.marco), { bytes: unique, name: 't.pdf' })).json();
    const sha = (f: string) => createHash('sha256').update(readFileSync(f)).digest('hex');
    const target = storedFiles().find((f) => sha(f) === doc.sha256)!;
    expect(target).toBeTruthy();
    writeFileSync(target, Buffer.concat([unique, Buffer.from('x')]));
    const res = await get(`/api/documenti/${doc.id}/file`, 'officer');
    expect(res.statusCode).toBe(500);
    expect(res.json().errorCode).toBe('E0000054');
    rmSync(target);
    expect((await get(`/api/documenti/${doc.id}/file`, 'officer')).json().errorCode).toBe('E0000055');
  });
});
