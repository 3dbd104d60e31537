import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';
import { signPeople } from './people.ts';

let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};
const dir = mkdtempSync(join(tmpdir(), 'suite-home-test-'));

const get = (url: string, who?: string) =>
  suite.app.inject({ method: 'GET', url, headers: who ? { authorization: auth[who]! } : {} });

beforeAll(async () => {
  idp = await startLocalIdp();
  // the demo bank with 40 clients, 400 operations and its demo documents
  suite = await buildTestSuite({ SUITE_IDP_URL: idp.url, SUITE_DOCUMENTS_DIR: dir });
  Object.assign(auth, await signPeople(idp));
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/home', () => {
  it('counts every area for an AML officer as the lists do, with expiring documents soonest first', async () => {
    const res = await get('/api/home', 'officer');
    expect(res.statusCode).toBe(200);
    const home = res.json();
    expect(home.ambito).toEqual({ tipo: 'tutte' });
    expect(home.conteggi.soggetti).toBe((await get('/api/soggetti', 'officer')).json().total);
    expect(home.conteggi.operazioni).toBe((await get('/api/operazioni', 'officer')).json().total);
    expect(home.conteggi.documenti).toBe((await get('/api/documenti', 'officer')).json().total);
    const today = new Date().toISOString().slice(0, 10);
    const in90 = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const expiring = (
      await get(`/api/documenti?f.dataScadenza.min=${today}&f.dataScadenza.max=${in90}`, 'officer')
    ).json();
    expect(home.conteggi.documentiInScadenza90).toBe(expiring.total);
    expect(home.conteggi.documentiInScadenza30).toBeLessThanOrEqual(home.conteggi.documentiInScadenza60);
    expect(home.conteggi.documentiInScadenza30).toBeGreaterThan(0);
    expect(home.conteggi.documentiScaduti).toBeGreaterThan(0);
    const dates = home.documentiInScadenza.map((d: { dataScadenza: string }) => d.dataScadenza);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual([...dates].sort());
    expect(home.documentiRecenti).toHaveLength(5);
    expect(home.operazioniRecenti).toHaveLength(5);
    expect(home.operazioniRecenti[0]).toMatchObject({
      numeroOperazione: expect.any(Number),
      importoEur: expect.any(Number),
    });
  });

  it('limits a branch operator to their branch and names it', async () => {
    const home = (await get('/api/home', 'marco')).json();
    expect(home.ambito).toEqual({ tipo: 'dipendenza', dipendenzaDenominazione: expect.any(String) });
    expect(home.conteggi.soggetti).toBe((await get('/api/soggetti', 'marco')).json().total);
    expect(home.conteggi.soggetti).toBeLessThan((await get('/api/home', 'officer')).json().conteggi.soggetti);
    expect(home.conteggi.operazioni).toBe((await get('/api/operazioni', 'marco')).json().total);
    expect(home.conteggi.documenti).toBe((await get('/api/documenti', 'marco')).json().total);
  });

  it('lists the open alerts assigned to the person (the monitoring queue is the one source)', async () => {
    const officer = (await get('/api/home', 'officer')).json();
    expect(officer.fontiAlert).toBe(1);
    const mine = (
      await get(
        '/api/alert?f.assegnatario=giulia.rossi%40example.com&f.stato=IN_LAVORAZIONE&pageSize=100',
        'officer',
      )
    ).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(officer.assignedAlerts).toHaveLength(Math.min(10, mine.total));
    for (const alert of officer.assignedAlerts) {
      expect(alert.stato).toBe('In lavorazione');
      expect(alert.link).toBe(`/monitoraggiooperazioni/alert/${alert.id}/true/pagina`);
    }
    const auditor = (await get('/api/home', 'auditor')).json();
    expect(auditor.assignedAlerts).toEqual([]);
    expect(auditor.fontiAlert).toBe(1);
  });

  it('needs a token (401) and a suite role (403)', async () => {
    expect((await get('/api/home')).statusCode).toBe(401);
    expect((await get('/api/home', 'nobody')).json()).toMatchObject({ errorCode: 'E0000006' });
  });
});
