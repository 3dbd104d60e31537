import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import { run, type Db } from '../src/db/db.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';

let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};
/** Marco's branch and clients, and a client of Paolo's branch. */
const bank = { marcoBranch: '', marcoClient: '', paoloClient: '' };

const get = (url: string, who?: string) =>
  suite.app.inject({ method: 'GET', url, headers: who ? { authorization: auth[who]! } : {} });
const post = (url: string, who: string, payload: unknown) =>
  suite.app.inject({
    method: 'POST',
    url,
    headers: { authorization: auth[who]! },
    payload: payload as object,
  });
const act = (id: string, who: string, payload: Record<string, unknown>) =>
  post(`/api/segnalazioni/${id}/transizioni`, who, payload);
const auditEntries = async () => (await suite.services.audit.verify()).entries;

async function daysAgo(days: number): Promise<string> {
  const result = await run(
    suite.handle.db as Db,
    sql`SELECT to_char((now() AT TIME ZONE 'Europe/Rome')::date - ${days}::int, 'YYYY-MM-DD') AS day`,
  );
  return String((result.rows[0] as { day: string }).day);
}

const sos = (extra: Record<string, unknown> = {}) => ({
  tipo: 'SOS',
  oggetto: 'Bonifici frazionati verso l’estero',
  descrizione: 'Serie di bonifici sotto soglia verso un paese a rischio, senza motivazione economica.',
  soggettoId: bank.marcoClient,
  tipoSospetto: 'RICICLAGGIO',
  codiceFenomeno: 'E08',
  livelloRischio: 4,
  ...extra,
});
const wb = (extra: Record<string, unknown> = {}) => ({
  tipo: 'WHISTLEBLOWING',
  oggetto: 'Adeguata verifica omessa',
  descrizione: 'Un collega apre rapporti senza completare l’adeguata verifica dei titolari effettivi.',
  canale: 'PIATTAFORMA',
  categoria: 'ANTIRICICLAGGIO',
  gestori: [],
  ...extra,
});

/** Files a report as `who` and answers its id. */
async function file(who: string, body: Record<string, unknown>): Promise<string> {
  const res = await post('/api/segnalazioni', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const detail = async (id: string, who = 'officer') => (await get(`/api/segnalazioni/${id}`, who)).json();
const listIds = async (who: string, query = '') =>
  (await get(`/api/segnalazioni?pageSize=100${query}`, who)).json().items.map((i: { id: string }) => i.id);

beforeAll(async () => {
  idp = await startLocalIdp();
  suite = await buildTestSuite({ SUITE_IDP_URL: idp.url, SUITE_DEMO_DOCUMENTS: 'false' });
  const people = {
    officer: ['giulia.rossi@example.com', ['aml-officers']],
    delegate: ['francesca.ferrari@example.com', ['reports-delegates']],
    auditor: ['chiara.esposito@example.com', ['auditors']],
    admin: ['luca.romano@example.com', ['administrators']],
    marco: ['marco.bianchi@example.com', ['operators']],
    paolo: ['paolo.colombo@example.com', ['operators']],
    // an AML officer who is also assigned as operator at Marco's branch
    anna: ['anna.verdi@example.com', ['aml-officers', 'operators']],
    nobody: ['ospite@example.com', ['everyone']],
  } as const;
  for (const [key, [sub, groups]] of Object.entries(people)) {
    auth[key] = `Bearer ${await idp.sign({ sub, groups: [...groups] })}`;
  }
  bank.marcoBranch = (await get('/api/dipendenze', 'marco')).json().items[0].id;
  const clients = (await get('/api/soggetti?pageSize=100', 'marco')).json().items;
  bank.marcoClient = clients[0].id;
  bank.paoloClient = (await get('/api/soggetti', 'paolo')).json().items[0].id;
  await suite.services.access.assign('anna.verdi@example.com', bank.marcoBranch);
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

describe('POST /api/segnalazioni (filing)', () => {
  it('lets the AML officer draft an SOS linking the client’s operations, with their total amount', async () => {
    const ops = (await get(`/api/operazioni?f.soggettoId=${bank.marcoClient}`, 'officer')).json().items;
    const res = await post(
      '/api/segnalazioni',
      'officer',
      sos({
        dataRilevazione: await daysAgo(2),
        operazioneIds: ops.slice(0, 2).map((o: { id: string }) => o.id),
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ leggibile: true });
    const s = await detail(res.json().id);
    expect(s).toMatchObject({ tipo: 'SOS', stato: 'BOZZA', segnalante: 'giulia.rossi@example.com' });
    expect(s.dipendenzaId).toBe(bank.marcoBranch);
    expect(s.operazioni).toHaveLength(Math.min(2, ops.length));
    expect(s.importoEur).toBe(
      ops.slice(0, 2).reduce((t: number, o: { importoEur: string }) => t + Number(o.importoEur), 0),
    );
    expect(s.soggetti[0].id).toBe(bank.marcoClient);
    expect(s.azioni).toEqual(['invia', 'archivia']);
  });

  it('lets a branch operator file an internal report that they cannot read back', async () => {
    const res = await post('/api/segnalazioni', 'marco', sos({ dataRilevazione: await daysAgo(1) }));
    expect(res.statusCode).toBe(201);
    expect(res.json().leggibile).toBe(false);
    const id = res.json().id as string;
    expect((await get(`/api/segnalazioni/${id}`, 'marco')).statusCode).toBe(404);
    expect(await listIds('marco')).toEqual([]);
    const s = await detail(id);
    expect(s).toMatchObject({
      stato: 'IN_VALUTAZIONE',
      origine: 'OPERATORE',
      segnalante: 'marco.bianchi@example.com',
    });
  });

  it('refuses an operator’s report on a client of another branch (403 E0000006)', async () => {
    const res = await post(
      '/api/segnalazioni',
      'marco',
      sos({ soggettoId: bank.paoloClient, dataRilevazione: await daysAgo(1) }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('E0000006');
  });

  it('refuses filing to auditors and administrators, and whistleblowing registration to operators (403 E0000091)', async () => {
    const day = await daysAgo(1);
    for (const who of ['auditor', 'admin']) {
      const res = await post('/api/segnalazioni', who, sos({ dataRilevazione: day }));
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('E0000091');
    }
    const res = await post('/api/segnalazioni', 'marco', wb({ dataRicezione: day }));
    expect(res.json().errorCode).toBe('E0000091');
    expect((await post('/api/segnalazioni', 'nobody', sos({ dataRilevazione: day }))).statusCode).toBe(403);
    expect(
      (await suite.app.inject({ method: 'POST', url: '/api/segnalazioni', payload: sos() })).statusCode,
    ).toBe(401);
  });

  it('answers 400 with a cause per bad field and per unrelated linked record, writing nothing', async () => {
    const before = await auditEntries();
    const bad = await post('/api/segnalazioni', 'officer', { tipo: 'SOS', oggetto: 'x', livelloRischio: 9 });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errorCauses.map((c: { field: string }) => c.field);
    expect(fields).toEqual(
      expect.arrayContaining(['oggetto', 'descrizione', 'soggettoId', 'livelloRischio', 'dataRilevazione']),
    );
    expect((await post('/api/segnalazioni', 'officer', { tipo: 'ALTRO' })).json().errorCauses[0].field).toBe(
      'tipo',
    );
    const foreignOp = (await get('/api/operazioni?pageSize=100', 'officer'))
      .json()
      .items.find((o: { soggettoId: string }) => o.soggettoId !== bank.marcoClient);
    const linked = await post(
      '/api/segnalazioni',
      'officer',
      sos({ dataRilevazione: await daysAgo(1), operazioneIds: [foreignOp.id] }),
    );
    expect(linked.statusCode).toBe(400);
    expect(linked.json().errorCauses[0].field).toBe('operazioneIds');
    expect(await auditEntries()).toBe(before);
  });
});

describe('SOS state machine', () => {
  it('goes BOZZA → IN_VALUTAZIONE → TRASMESSA with the UIF protocol number and date, each with its reason', async () => {
    const id = await file('officer', sos({ dataRilevazione: await daysAgo(3) }));
    const early = await act(id, 'officer', {
      azione: 'trasmetti',
      version: 1,
      motivazione: 'Sospetto fondato su più indicatori.',
      protocolloUif: 'UIF-1',
      dataInvioUif: await daysAgo(0),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('E0000090');
    expect((await act(id, 'officer', { azione: 'invia', version: 1, motivazione: 'corto' })).statusCode).toBe(
      400,
    );
    const sent = await act(id, 'officer', {
      azione: 'invia',
      version: 1,
      motivazione: 'Bozza completa, alla valutazione.',
    });
    expect(sent.json()).toMatchObject({ stato: 'IN_VALUTAZIONE', azioni: ['archivia', 'trasmetti'] });
    const noProtocol = await act(id, 'delegate', {
      azione: 'trasmetti',
      version: 2,
      motivazione: 'Sospetto fondato su più indicatori.',
    });
    expect(noProtocol.statusCode).toBe(400);
    expect(noProtocol.json().errorCauses.map((c: { field: string }) => c.field)).toEqual([
      'protocolloUif',
      'dataInvioUif',
    ]);
    const stale = await act(id, 'delegate', {
      azione: 'archivia',
      version: 1,
      motivazione: 'Operazioni coerenti con il profilo.',
    });
    expect(stale.json().errorCode).toBe('E0000040');
    const done = await act(id, 'delegate', {
      azione: 'trasmetti',
      version: 2,
      motivazione: 'Sospetto fondato su più indicatori.',
      protocolloUif: 'UIF-2026-000123',
      dataInvioUif: await daysAgo(0),
    });
    expect(done.statusCode).toBe(200);
    const s = done.json();
    expect(s).toMatchObject({
      stato: 'TRASMESSA',
      protocolloUif: 'UIF-2026-000123',
      azioni: [],
      inRitardo: false,
    });
    expect(s.dataDecisione).toBeTruthy();
    expect(s.scadenza).toBeUndefined();
    expect(s.decisioni.map((d: { azione: string }) => d.azione)).toEqual(['invia', 'trasmetti']);
    expect(s.decisioni[1]).toMatchObject({
      attore: 'francesca.ferrari@example.com',
      motivazione: 'Sospetto fondato su più indicatori.',
    });
    for (const azione of ['archivia', 'invia', 'avvisa', 'chiudi']) {
      const again = await act(id, 'officer', {
        azione,
        version: 3,
        motivazione: 'Tentativo non ammesso.',
        esito: 'FONDATA',
      });
      expect(again.json().errorCode).toBe('E0000090');
    }
  });

  it('archives a draft or a report in evaluation with a mandatory reason', async () => {
    const day = await daysAgo(1);
    const draft = await file('officer', sos({ dataRilevazione: day }));
    const noReason = await act(draft, 'officer', { azione: 'archivia', version: 1 });
    expect(noReason.json().errorCauses[0].field).toBe('motivazione');
    expect(
      (
        await act(draft, 'officer', {
          azione: 'archivia',
          version: 1,
          motivazione: 'Duplicato di altra bozza.',
        })
      ).json().stato,
    ).toBe('ARCHIVIATA');
    const internal = await file('marco', sos({ dataRilevazione: day }));
    const archived = await act(internal, 'delegate', {
      azione: 'archivia',
      version: 1,
      motivazione: 'Operazioni coerenti con il profilo.',
    });
    expect(archived.json()).toMatchObject({ stato: 'ARCHIVIATA', azioni: [] });
  });

  it('flags an SOS undecided 30 days after detection as overdue', async () => {
    const late = await file(
      'officer',
      sos({ dataRilevazione: await daysAgo(31), oggetto: 'SOS in ritardo di prova' }),
    );
    const s = await detail(late);
    expect(s).toMatchObject({ inRitardo: true, scadenza: await daysAgo(1) });
    expect(await listIds('officer', '&f.inRitardo=S%C3%AC&f.tipo=SOS')).toContain(late);
    expect(await listIds('officer', '&f.inRitardo=No')).not.toContain(late);
  });
});

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

describe('whistleblowing handling and legal deadlines', () => {
  it('acknowledges, investigates, gives feedback and closes within the deadlines', async () => {
    const id = await file(
      'officer',
      wb({ dataRicezione: await daysAgo(3), gestori: ['Francesca.Ferrari@example.com'] }),
    );
    let s = await detail(id, 'delegate');
    expect(s.gestori).toEqual(['francesca.ferrari@example.com', 'giulia.rossi@example.com']);
    expect(s).toMatchObject({
      stato: 'RICEVUTA',
      scadenzaAvviso: await daysAgo(-4),
      avvisoInRitardo: false,
      inRitardo: false,
    });
    expect(s.scadenza).toBe(s.scadenzaAvviso);
    s = (
      await act(id, 'delegate', {
        azione: 'avvisa',
        version: 1,
        motivazione: 'Avviso di ricevimento inviato via piattaforma.',
      })
    ).json();
    expect(s).toMatchObject({
      stato: 'AVVISO_INVIATO',
      dataAvviso: await daysAgo(0),
      avvisoInRitardo: false,
    });
    expect(s.scadenza).toBe(s.scadenzaRiscontro);
    expect(s.scadenzaRiscontro > (await daysAgo(-85))).toBe(true);
    const inquiry = (
      await act(id, 'delegate', {
        azione: 'istruisci',
        version: 2,
        motivazione: 'Segnalazione ammissibile, si apre l’istruttoria.',
      })
    ).json();
    expect(inquiry).toMatchObject({ stato: 'ISTRUTTORIA', azioni: ['riscontra', 'assegna'] });
    const early = await act(id, 'delegate', {
      azione: 'chiudi',
      version: 3,
      motivazione: 'Chiusura anticipata.',
      esito: 'FONDATA',
    });
    expect(early.json().errorCode).toBe('E0000090');
    s = (
      await act(id, 'delegate', {
        azione: 'riscontra',
        version: 3,
        motivazione: 'Riscontro inviato al segnalante.',
      })
    ).json();
    expect(s).toMatchObject({
      stato: 'RISCONTRO_INVIATO',
      riscontroInRitardo: false,
      azioni: ['chiudi', 'assegna'],
    });
    const noOutcome = await act(id, 'delegate', {
      azione: 'chiudi',
      version: 4,
      motivazione: 'Verifiche concluse.',
    });
    expect(noOutcome.json().errorCauses[0].field).toBe('esito');
    s = (
      await act(id, 'delegate', {
        azione: 'chiudi',
        version: 4,
        motivazione: 'Verifiche concluse.',
        esito: 'FONDATA',
      })
    ).json();
    expect(s).toMatchObject({ stato: 'CHIUSA', esito: 'FONDATA', azioni: [] });
    const assign = await act(id, 'delegate', {
      azione: 'assegna',
      version: 5,
      motivazione: 'Riassegnazione.',
      gestori: ['x@example.com'],
    });
    expect(assign.json().errorCode).toBe('E0000090');
    for (const azione of ['invia', 'trasmetti']) {
      expect(
        (
          await act(id, 'delegate', {
            azione,
            version: 5,
            motivazione: 'Azione di un altro tipo.',
            protocolloUif: 'UIF-1',
            dataInvioUif: await daysAgo(0),
          })
        ).json().errorCode,
      ).toBe('E0000090');
    }
  });

  it('flags a report not acknowledged within 7 days and one without feedback within 3 months', async () => {
    const late = await file('officer', wb({ dataRicezione: await daysAgo(9) }));
    expect(await detail(late)).toMatchObject({
      inRitardo: true,
      avvisoInRitardo: true,
      scadenzaAvviso: await daysAgo(2),
    });
    const s = (
      await act(late, 'officer', { azione: 'avvisa', version: 1, motivazione: 'Avviso inviato in ritardo.' })
    ).json();
    expect(s).toMatchObject({ avvisoInRitardo: true, inRitardo: false });
    const old = await file('officer', wb({ dataRicezione: await daysAgo(120) }));
    expect(await detail(old)).toMatchObject({ riscontroInRitardo: true, inRitardo: true });
    expect(await listIds('officer', '&f.inRitardo=S%C3%AC&f.tipo=WHISTLEBLOWING')).toContain(old);
  });

  it('reassigns the handlers: the previous handler then gets 404, the new one reads it', async () => {
    const id = await file('officer', wb({ dataRicezione: await daysAgo(1) }));
    expect((await get(`/api/segnalazioni/${id}`, 'delegate')).statusCode).toBe(404);
    const res = await act(id, 'officer', {
      azione: 'assegna',
      version: 1,
      motivazione: 'Conflitto di interessi del gestore.',
      gestori: ['francesca.ferrari@example.com'],
    });
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/segnalazioni/${id}`, 'officer')).statusCode).toBe(404);
    const s = await detail(id, 'delegate');
    expect(s).toMatchObject({ stato: 'RICEVUTA', gestori: ['francesca.ferrari@example.com'] });
    expect(s.decisioni[0]).toMatchObject({ azione: 'assegna', attore: 'giulia.rossi@example.com' });
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
    expect((await suite.services.audit.verify()).ok).toBe(true);
  });

  it('lists the reports awaiting a decision on the officer’s Home, with their count', async () => {
    const id = await file('marco', sos({ dataRilevazione: await daysAgo(1), oggetto: 'In attesa su Home' }));
    const home = (await get('/api/home', 'delegate')).json();
    expect(home.segnalazioniInAttesaTotale).toBeGreaterThan(0);
    expect(home.segnalazioniInAttesa.length).toBe(Math.min(10, home.segnalazioniInAttesaTotale));
    const all =
      (await get('/api/segnalazioni?pageSize=100&f.stato=IN_VALUTAZIONE', 'delegate')).json().total +
      (await get('/api/segnalazioni?pageSize=100&f.stato=BOZZA', 'delegate')).json().total;
    expect(home.segnalazioniInAttesaTotale).toBeGreaterThanOrEqual(all);
    expect((await get('/api/home', 'marco')).json().segnalazioniInAttesaTotale).toBe(0);
    expect(id).toBeTruthy();
  });
});
