import { beforeAll, describe, expect, it } from 'vitest';
import {
  act,
  auditEntries,
  bank,
  file,
  get,
  listIds,
  setupSegnalazioniSuite,
  sos,
  suite,
  wb,
  daysAgo,
} from './segnalazioni-helper.ts';

setupSegnalazioniSuite();

describe('visibility: the forbidden reader gets nothing', () => {
  let reportId = '';
  let whistleId = '';
  beforeAll(async () => {
    reportId = await file('officer', sos({ dataRilevazione: await daysAgo(1), oggetto: 'SOS riservata' }));
    whistleId = await file(
      'officer',
      wb({ dataRicezione: await daysAgo(1), oggetto: 'Whistleblowing riservato' }),
    );
  });

  for (const who of ['marco', 'paolo', 'auditor', 'admin']) {
    it(`${who}: no row, no count, 404 on detail, audit and transitions, nothing on Home`, async () => {
      const list = (await get('/api/segnalazioni?pageSize=100', who)).json();
      expect(list).toMatchObject({ items: [], total: 0 });
      expect((await get('/api/segnalazioni?q=riservat', who)).json().total).toBe(0);
      const exported = await get('/api/segnalazioni/export?format=csv', who);
      expect(exported.body.trim().split('\n')).toHaveLength(1);
      for (const id of [reportId, whistleId]) {
        expect((await get(`/api/segnalazioni/${id}`, who)).statusCode).toBe(404);
        expect((await get(`/api/segnalazioni/${id}/audit`, who)).statusCode).toBe(404);
        expect(
          (await act(id, who, { azione: 'archivia', version: 1, motivazione: 'Tentativo non ammesso.' }))
            .statusCode,
        ).toBe(404);
      }
      const home = (await get('/api/home', who)).json();
      expect(home).toMatchObject({ segnalazioniInAttesa: [], segnalazioniInAttesaTotale: 0 });
    });
  }

  it('an AML officer assigned as operator to the reported client’s branch never sees its SOS', async () => {
    expect((await get(`/api/segnalazioni/${reportId}`, 'anna')).statusCode).toBe(404);
    expect(await listIds('anna', '&f.tipo=SOS')).not.toContain(reportId);
    const other = await file(
      'officer',
      sos({ soggettoId: bank.paoloClient, dataRilevazione: await daysAgo(1) }),
    );
    expect((await get(`/api/segnalazioni/${other}`, 'anna')).statusCode).toBe(200);
  });

  it('a whistleblowing report is seen only by its handlers, not by other AML officers or delegates', async () => {
    expect((await get(`/api/segnalazioni/${whistleId}`, 'delegate')).statusCode).toBe(404);
    expect(await listIds('delegate')).not.toContain(whistleId);
    expect((await get(`/api/segnalazioni/${whistleId}`, 'anna')).statusCode).toBe(404);
    expect(await listIds('officer')).toContain(whistleId);
  });

  it('keeps the reporter’s identity out of every list row', async () => {
    const rows = (await get('/api/segnalazioni?pageSize=100', 'officer')).json().items;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).not.toHaveProperty('segnalante');
    const csv = (await get('/api/segnalazioni/export?format=csv', 'officer')).body;
    expect(csv).not.toContain('giulia.rossi@example.com');
    expect(csv).not.toContain('marco.bianchi@example.com');
  });

  it('writes nothing to the audit log for a refused read', async () => {
    const before = await auditEntries();
    await get(`/api/segnalazioni/${reportId}`, 'marco');
    expect(await auditEntries()).toBe(before);
  });
});

describe('read audit and Home', () => {
  it('audits every detail read and every exported report, in the hash chain', async () => {
    const id = await file('officer', sos({ dataRilevazione: await daysAgo(1), oggetto: 'SOS da esportare' }));
    await get(`/api/segnalazioni/${id}`, 'delegate');
    const trail = (await get(`/api/segnalazioni/${id}/audit`, 'officer')).json();
    expect(trail[0]).toMatchObject({
      action: 'segnalazione.lettura',
      actor: 'francesca.ferrari@example.com',
    });
    expect(trail.at(-1)).toMatchObject({ action: 'segnalazione.create', actor: 'giulia.rossi@example.com' });
    const exported = await get('/api/segnalazioni/export?format=csv&q=da%20esportare', 'officer');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('SOS da esportare');
    const after = (await get(`/api/segnalazioni/${id}/audit`, 'officer')).json();
    expect(after[0]).toMatchObject({
      action: 'segnalazione.esportazione',
      actor: 'giulia.rossi@example.com',
    });
    // A print is a read of every report on it too.
    const printed = await get('/api/segnalazioni/export?format=pdf&q=da%20esportare', 'delegate');
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    const afterPrint = (await get(`/api/segnalazioni/${id}/audit`, 'officer')).json();
    expect(afterPrint).toHaveLength(after.length + 1);
    expect(afterPrint[0]).toMatchObject({
      action: 'segnalazione.esportazione',
      actor: 'francesca.ferrari@example.com',
    });
    expect((await suite.services.audit.verify()).ok).toBe(true);
  });

  it('lists the reports awaiting a decision on the officer’s Home, with their count', async () => {
    const id = await file('marco', sos({ dataRilevazione: await daysAgo(1), oggetto: 'In attesa su Home' }));
    const home = (await get('/api/home', 'delegate')).json();
    expect(home.segnalazioniInAttesaTotale).toBeGreaterThan(0);
    expect(home.segnalazioniInAttesa.length).toBe(Math.min(10, home.segnalazioniInAttesaTotale));
    const all =
      (await get('/api/segnalazioni?pageSize=100&f.stato=IN_VALUTAZIONE_1L', 'delegate')).json().total +
      (await get('/api/segnalazioni?pageSize=100&f.stato=IN_VALUTAZIONE_DELEGATO', 'delegate')).json().total +
      (await get('/api/segnalazioni?pageSize=100&f.stato=BOZZA', 'delegate')).json().total;
    expect(home.segnalazioniInAttesaTotale).toBeGreaterThanOrEqual(all);
    expect((await get('/api/home', 'marco')).json().segnalazioniInAttesaTotale).toBe(0);
    expect(id).toBeTruthy();
  });
});
