import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import { sql } from 'drizzle-orm';
import { run, type Db } from '../src/db/db.ts';
import { monitoraggioRepository } from '../src/monitoraggio/monitoraggio.repository.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';
import { signPeople } from './people.ts';

let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};
const ids = { marco: '', paolo: '' };

const get = (url: string, who?: string) =>
  suite.app.inject({ method: 'GET', url, headers: who ? { authorization: auth[who]! } : {} });
const act = (id: string, who: string, payload: unknown) =>
  suite.app.inject({
    method: 'POST',
    url: `/api/alert/${id}/transizioni`,
    headers: { authorization: auth[who]! },
    payload: payload as object,
  });
const auditCount = async () => (await suite.services.audit.verify()).entries;

/** The database's day minus `days` (yyyy-MM-dd): ageing is counted on the database's calendar. */
async function daysAgo(days: number): Promise<string> {
  const result = await run(
    suite.handle.db as Db,
    sql`SELECT to_char(current_date - ${days}::int, 'YYYY-MM-DD') AS day`,
  );
  return String((result.rows[0] as { day: string }).day);
}

/** A new alert at the branch of operator `who`, on one of that branch's clients (the repository's bulk insert). */
async function newAlert(who: 'marco' | 'paolo', stato: 'NUOVO' | 'IN_LAVORAZIONE' = 'NUOVO') {
  const branch = (await get('/api/dipendenze', who)).json().items[0].id as string;
  const client = (await get('/api/soggetti', who)).json().items[0].id as string;
  const before = new Set(
    (await get(`/api/alert?f.dipendenzaId=${branch}&pageSize=100`, 'officer'))
      .json()
      .items.map((a: { id: string }) => a.id),
  );
  await monitoraggioRepository.insertMany(suite.handle.db as Db, [
    {
      tipo: 'INDICATORE',
      dipendenzaId: branch,
      soggettoId: client,
      codiceIndicatore: '9.2',
      descrizione: `Alert di prova (${who})`,
      punteggio: 80,
      classeRischio: 'ALTO',
      importoEur: 1_234_500,
      dataRilevazione: await daysAgo(10),
      stato,
      ...(stato === 'IN_LAVORAZIONE' ? { assegnatario: 'francesca.ferrari@example.com' } : {}),
    },
  ]);
  const after = (await get(`/api/alert?f.dipendenzaId=${branch}&pageSize=100`, 'officer')).json().items;
  return after.find((a: { id: string }) => !before.has(a.id)).id as string;
}

beforeAll(async () => {
  idp = await startLocalIdp();
  // the demo bank with 40 clients and 400 operations (helper.ts), and its demo alerts
  suite = await buildTestSuite({ SUITE_IDP_URL: idp.url, SUITE_DEMO_DOCUMENTS: 'false' });
  Object.assign(auth, await signPeople(idp));
  ids.marco = await newAlert('marco');
  ids.paolo = await newAlert('paolo');
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

describe('GET /api/alert (the queue)', () => {
  it('has demo alerts in every state and outcome, oldest detection first', async () => {
    const body = (await get('/api/alert?pageSize=100', 'officer')).json();
    expect(body.total).toBeGreaterThan(6);
    const dates = body.items.map((a: { dataRilevazione: string }) => a.dataRilevazione);
    expect(dates).toEqual([...dates].sort());
    for (const stato of ['NUOVO', 'IN_LAVORAZIONE', 'CHIUSO']) {
      expect((await get(`/api/alert?f.stato=${stato}`, 'officer')).json().total).toBeGreaterThan(0);
    }
    for (const esito of ['ARCHIVIATO', 'DA_SEGNALARE']) {
      expect((await get(`/api/alert?f.esito=${esito}`, 'officer')).json().total).toBeGreaterThan(0);
    }
    const mine = (await get('/api/alert?f.assegnatario=giulia.rossi%40example.com', 'officer')).json();
    expect(mine.total).toBeGreaterThan(0);
  });

  it('filters by type, indicator, risk class and ageing bucket, and searches the client and description', async () => {
    const indicator = (await get('/api/alert?f.codiceIndicatore=9.2&f.tipo=INDICATORE', 'officer')).json();
    expect(indicator.items.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining([ids.marco]));
    for (const a of indicator.items) expect(a).toMatchObject({ tipo: 'INDICATORE', codiceIndicatore: '9.2' });
    const aged = (await get('/api/alert?f.ageing=8-30&f.classeRischio=ALTO&pageSize=100', 'officer')).json();
    expect(aged.items.map((a: { id: string }) => a.id)).toContain(ids.marco);
    for (const a of aged.items) expect(Number(a.giorni)).toBeGreaterThanOrEqual(8);
    const found = (await get('/api/alert?q=prova%20(marco)', 'officer')).json();
    expect(found.items.map((a: { id: string }) => a.id)).toEqual([ids.marco]);
  });

  it('shows a branch operator only the alerts of their branch', async () => {
    const marco = (await get('/api/alert?pageSize=100', 'marco')).json();
    const branch = (await get('/api/dipendenze', 'marco')).json().items[0].id;
    expect(marco.items.map((a: { id: string }) => a.id)).toContain(ids.marco);
    expect(marco.items.map((a: { id: string }) => a.id)).not.toContain(ids.paolo);
    for (const a of marco.items) expect(a.dipendenzaId).toBe(branch);
    expect((await get(`/api/alert/${ids.paolo}`, 'marco')).statusCode).toBe(404);
    expect((await get(`/api/alert/${ids.paolo}/audit`, 'marco')).statusCode).toBe(404);
    expect((await get(`/api/alert/${ids.marco}`, 'marco')).statusCode).toBe(200);
  });

  it('exports the filtered queue as CSV', async () => {
    const res = await get('/api/alert/export?format=csv&f.stato=CHIUSO', 'auditor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const total = (await get('/api/alert?f.stato=CHIUSO', 'auditor')).json().total;
    expect(res.body.trim().split('\n')).toHaveLength(total + 1);
  });

  it('refuses unknown filters and bad values with 400 E0000001, and needs a token and a role', async () => {
    const bad = await get('/api/alert?f.boh=1&f.dipendenzaId=x', 'officer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('E0000001');
    expect(
      bad
        .json()
        .errorCauses.map((c: { field: string }) => c.field)
        .sort(),
    ).toEqual(['f.boh', 'f.dipendenzaId']);
    expect((await get('/api/alert')).statusCode).toBe(401);
    expect((await get('/api/alert', 'nobody')).statusCode).toBe(403);
    expect((await get('/api/alert/cruscotto', 'nobody')).statusCode).toBe(403);
  });
});

describe('GET /api/alert/{id}', () => {
  it('returns the alert with its client, branch, score, class and ageing', async () => {
    const res = await get(`/api/alert/${ids.marco}`, 'auditor');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.marco,
      stato: 'NUOVO',
      tipo: 'INDICATORE',
      codiceIndicatore: '9.2',
      punteggio: 80,
      classeRischio: 'ALTO',
      importoEur: 1_234_500,
      giorni: 10,
      ageing: '8-30',
      version: 1,
      soggettoNominativo: expect.any(String),
      dipendenzaDenominazione: expect.any(String),
    });
  });

  it('answers 404 E0000007 for an unknown or malformed id', async () => {
    const unknown = await get('/api/alert/00000000-0000-4000-8000-000000000000', 'officer');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('E0000007');
    expect((await get('/api/alert/zzz', 'officer')).statusCode).toBe(404);
  });
});

describe('POST /api/alert/{id}/transizioni (the state machine)', () => {
  it('takes, closes with outcome and rationale, and reopens an alert, each step audited in the chain', async () => {
    const id = await newAlert('marco');
    const entries = await auditCount();
    const taken = await act(id, 'officer', { azione: 'prendi', version: 1 });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      stato: 'IN_LAVORAZIONE',
      assegnatario: 'giulia.rossi@example.com',
      version: 2,
      dataAssegnazione: expect.any(String),
    });
    const closed = await act(id, 'officer', {
      azione: 'chiudi',
      version: 2,
      esito: 'DA_SEGNALARE',
      motivazione: 'Versamenti frazionati senza giustificazione: si propone la segnalazione.',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      stato: 'CHIUSO',
      esito: 'DA_SEGNALARE',
      chiusoDa: 'giulia.rossi@example.com',
      version: 3,
      dataChiusura: expect.any(String),
    });
    const reopened = await act(id, 'delegate', {
      azione: 'riapri',
      version: 3,
      motivazione: 'Nuovi elementi ricevuti dalla filiale.',
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({
      stato: 'IN_LAVORAZIONE',
      assegnatario: 'francesca.ferrari@example.com',
    });
    expect(reopened.json().esito).toBeUndefined();
    const released = await act(id, 'delegate', { azione: 'rilascia', version: 4 });
    expect(released.json()).toMatchObject({ stato: 'NUOVO', version: 5 });
    expect(released.json().assegnatario).toBeUndefined();

    // four transitions, and the early due-diligence review the closing as DA_SEGNALARE requires (§1.4)
    expect(await auditCount()).toBe(entries + 5);
    expect(await suite.services.audit.verify()).toMatchObject({ ok: true });
    const audit = (await get(`/api/alert/${id}/audit`, 'auditor')).json();
    expect(audit.map((e: { action: string }) => e.action)).toEqual([
      'alert.rilascia',
      'alert.riapri',
      'alert.chiudi',
      'alert.prendi',
    ]);
    expect(audit[2]).toMatchObject({
      actor: 'giulia.rossi@example.com',
      before: { stato: 'IN_LAVORAZIONE' },
      after: { stato: 'CHIUSO', esito: 'DA_SEGNALARE' },
    });
  });

  it('lets a colleague take over an alert in progress', async () => {
    const id = await newAlert('paolo', 'IN_LAVORAZIONE');
    const res = await act(id, 'officer', { azione: 'prendi', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().assegnatario).toBe('giulia.rossi@example.com');
  });

  it('refuses a missing rationale or outcome with 400 E0000001 naming the field, writing nothing', async () => {
    const id = await newAlert('marco');
    await act(id, 'officer', { azione: 'prendi', version: 1 });
    const entries = await auditCount();
    const noWhy = await act(id, 'officer', { azione: 'chiudi', version: 2, esito: 'ARCHIVIATO' });
    expect(noWhy.statusCode).toBe(400);
    expect(noWhy.json()).toMatchObject({
      errorCode: 'E0000001',
      errorCauses: [{ field: 'motivazione', errorSummary: expect.stringContaining('obbligatoria') }],
    });
    const blank = await act(id, 'officer', {
      azione: 'chiudi',
      version: 2,
      esito: 'ARCHIVIATO',
      motivazione: '   ',
    });
    expect(blank.statusCode).toBe(400);
    const noOutcome = await act(id, 'officer', {
      azione: 'chiudi',
      version: 2,
      motivazione: 'Operazione giustificata dal cliente.',
    });
    expect(noOutcome.json().errorCauses.map((c: { field: string }) => c.field)).toEqual(['esito']);
    for (const body of [
      { azione: 'annulla', version: 2 },
      { azione: 'chiudi', version: 2, esito: 'FORSE', motivazione: 'Abbastanza lunga davvero.' },
      { azione: 'prendi' },
      { azione: 'prendi', version: 2, extra: true },
      'testo',
      [],
    ]) {
      const res = await act(id, 'officer', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(['E0000001', 'E0000003']).toContain(res.json().errorCode);
    }
    expect(await auditCount()).toBe(entries);
    expect((await get(`/api/alert/${id}`, 'officer')).json()).toMatchObject({
      stato: 'IN_LAVORAZIONE',
      version: 2,
    });
  });

  it('refuses transitions the state machine does not allow with 409 E0000060, writing nothing', async () => {
    const id = await newAlert('marco');
    const entries = await auditCount();
    const closeNew = await act(id, 'officer', {
      azione: 'chiudi',
      version: 1,
      esito: 'ARCHIVIATO',
      motivazione: 'Operazione coerente con il profilo.',
    });
    expect(closeNew.statusCode).toBe(409);
    expect(closeNew.json().errorCode).toBe('E0000060');
    expect(closeNew.json().errorCauses[0].errorSummary).toContain('Nuovo');
    expect((await act(id, 'officer', { azione: 'rilascia', version: 1 })).json().errorCode).toBe('E0000060');
    const reopenNew = await act(id, 'officer', {
      azione: 'riapri',
      version: 1,
      motivazione: 'Riapro per prova.',
    });
    expect(reopenNew.json().errorCode).toBe('E0000060');
    await act(id, 'officer', { azione: 'prendi', version: 1 });
    await act(id, 'officer', {
      azione: 'chiudi',
      version: 2,
      esito: 'ARCHIVIATO',
      motivazione: 'Operazione coerente con il profilo.',
    });
    const entriesAfter = await auditCount();
    expect((await act(id, 'officer', { azione: 'prendi', version: 3 })).json().errorCode).toBe('E0000060');
    expect(await auditCount()).toBe(entriesAfter);
    expect(entriesAfter).toBe(entries + 2);
  });

  it('lets only the assignee release or close (403 E0000061)', async () => {
    const id = await newAlert('marco', 'IN_LAVORAZIONE');
    const close = await act(id, 'officer', {
      azione: 'chiudi',
      version: 1,
      esito: 'ARCHIVIATO',
      motivazione: 'Operazione coerente con il profilo.',
    });
    expect(close.statusCode).toBe(403);
    expect(close.json().errorCode).toBe('E0000061');
    expect((await act(id, 'officer', { azione: 'rilascia', version: 1 })).statusCode).toBe(403);
    expect((await get(`/api/alert/${id}`, 'officer')).json().version).toBe(1);
  });

  it('refuses a stale version with 409 E0000040', async () => {
    const id = await newAlert('marco');
    await act(id, 'officer', { azione: 'prendi', version: 1 });
    const stale = await act(id, 'delegate', { azione: 'prendi', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('E0000040');
    expect((await get(`/api/alert/${id}`, 'officer')).json().assegnatario).toBe('giulia.rossi@example.com');
  });

  it('is for evaluators only: auditors, operators and administrators get 403 E0000006; 404 for unknown ids', async () => {
    for (const who of ['auditor', 'marco', 'admin']) {
      const res = await act(ids.marco, who, { azione: 'prendi', version: 1 });
      expect(res.statusCode, who).toBe(403);
      expect(res.json().errorCode).toBe('E0000006');
    }
    expect((await get(`/api/alert/${ids.marco}`, 'officer')).json().stato).toBe('NUOVO');
    const unknown = await act('00000000-0000-4000-8000-000000000000', 'officer', {
      azione: 'prendi',
      version: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await act('nope', 'officer', { azione: 'prendi', version: 1 })).statusCode).toBe(404);
    const noToken = await suite.app.inject({
      method: 'POST',
      url: `/api/alert/${ids.marco}/transizioni`,
      payload: { azione: 'prendi', version: 1 },
    });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('GET /api/alert/cruscotto', () => {
  it('counts as the list does: by state, outcome, ageing of open alerts, branch, indicator and risk class', async () => {
    const board = (await get('/api/alert/cruscotto', 'officer')).json();
    const total = async (query: string) => (await get(`/api/alert?${query}`, 'officer')).json().total;
    for (const stato of ['NUOVO', 'IN_LAVORAZIONE', 'CHIUSO'] as const) {
      expect(board.perStato[stato]).toBe(await total(`f.stato=${stato}`));
    }
    for (const esito of ['ARCHIVIATO', 'DA_SEGNALARE'] as const) {
      expect(board.perEsito[esito]).toBe(await total(`f.esito=${esito}`));
    }
    for (const bucket of ['0-7', '8-30', '31-60', '>60']) {
      expect(board.ageing[bucket]).toBe(
        await total(`f.ageing=${encodeURIComponent(bucket)}&f.aperto=S%C3%AC`),
      );
    }
    const branch = board.perDipendenza[0];
    expect(branch.aperti).toBe(await total(`f.dipendenzaId=${branch.chiave}&f.aperto=S%C3%AC`));
    expect(branch.chiusi).toBe(await total(`f.dipendenzaId=${branch.chiave}&f.aperto=No`));
    const indicator = board.perIndicatore.find((g: { chiave: string }) => g.chiave === '9.2');
    expect(indicator.etichetta).toBe('Indicatore 9.2');
    expect(indicator.aperti + indicator.chiusi).toBe(await total('f.codiceIndicatore=9.2'));
    const high = board.perClasseRischio.find((g: { chiave: string }) => g.chiave === 'ALTO');
    expect(high.etichetta).toBe('Alto');
    expect(high.aperti + high.chiusi).toBe(await total('f.classeRischio=ALTO'));
    const sum = board.perDipendenza.reduce(
      (n: number, g: { aperti: number; chiusi: number }) => n + g.aperti + g.chiusi,
      0,
    );
    expect(sum).toBe(await total(''));
  });

  it("adds the month's operations as the operations list counts them: amounts, late recordings, threshold candidates", async () => {
    // The month of the largest threshold alert's operation (the demo's operations end before today's month).
    const soglia = (await get('/api/alert?f.tipo=SOGLIA&sort=importoEur&order=desc', 'officer')).json()
      .items[0];
    const operazione = (
      await get(`/api/operazioni?f.numeroOperazione=${soglia.numeroOperazione}`, 'officer')
    ).json();
    const mese = (operazione.items[0].dataOperazione as string).slice(0, 7);
    for (const who of ['officer', 'marco'] as const) {
      const { operazioniMese: m } = (await get(`/api/alert/cruscotto?mese=${mese}`, who)).json();
      expect(m.dal).toBe(`${mese}-01`);
      expect(m.al.slice(0, 7)).toBe(m.dal.slice(0, 7));
      const month = `f.dataOperazione.min=${m.dal}&f.dataOperazione.max=${m.al}`;
      const items: Array<Record<string, string>> = [];
      for (let page = 1; ; page++) {
        const body = (await get(`/api/operazioni?${month}&pageSize=100&page=${page}`, who)).json();
        items.push(...body.items);
        if (items.length >= body.total) break;
      }
      expect(m.numero).toBe(items.length);
      expect(m.importoEur).toBe(items.reduce((n, o) => n + Number(o.importoEur), 0));
      const cash = (o: Record<string, string>) => Number(o.importoContante ?? 0);
      expect(m.contanteEur).toBe(items.reduce((n, o) => n + cash(o), 0));
      const perClient = new Map<string, number>();
      for (const o of items.filter((o) => cash(o) >= 100_000)) {
        perClient.set(o.soggettoId!, (perClient.get(o.soggettoId!) ?? 0) + cash(o));
      }
      expect(m.candidatiSoglia).toBe([...perClient.values()].filter((v) => v >= 1_000_000).length);
      const late = `f.registrazioneTardiva=S%C3%AC&f.dataRegistrazione.min=${m.dal}&f.dataRegistrazione.max=${m.al}`;
      expect(m.registrazioniTardive).toBe((await get(`/api/operazioni?${late}`, who)).json().total);
    }
    const officer = (await get(`/api/alert/cruscotto?mese=${mese}`, 'officer')).json().operazioniMese;
    expect(officer.numero).toBeGreaterThan(0);
    expect(officer.candidatiSoglia).toBeGreaterThan(0);
    // Without `mese`, the current month; a malformed one is refused.
    const current = (await get('/api/alert/cruscotto', 'officer')).json().operazioniMese;
    expect(current.dal).toMatch(/^\d{4}-\d{2}-01$/);
    const bad = await get('/api/alert/cruscotto?mese=2026-13', 'officer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCauses[0].errorSummary).toBe(
      'Il mese va indicato come AAAA-MM, per esempio 2026-10.',
    );
  });

  it("moves this month's figures by an operation recorded today (a cash one of 12,345 EUR makes its client a candidate)", async () => {
    const before = (await get('/api/alert/cruscotto', 'officer')).json();
    const branchId = before.perDipendenza[0].chiave;
    const client = (await get(`/api/soggetti?f.dipendenzaId=${branchId}`, 'officer')).json().items[0].id;
    const created = await suite.app.inject({
      method: 'POST',
      url: '/api/operazioni',
      headers: { authorization: auth.officer! },
      payload: {
        dipendenzaId: branchId,
        soggettoId: client,
        dataOperazione: before.operazioniMese.dal,
        tipoOperazione: 'OCCASIONALE',
        causaleAnalitica: 'AA',
        segno: 'AVERE',
        importo: 1_234_500,
        divisa: 'EUR',
        importoEur: 1_234_500,
        importoContante: 1_234_500,
        mezzoPagamento: 'CONTANTE',
        canale: 'SPORTELLO',
        frazionata: false,
        anomala: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const m = before.operazioniMese;
    const after = (await get('/api/alert/cruscotto', 'officer')).json().operazioniMese;
    expect(after).toMatchObject({
      numero: m.numero + 1,
      importoEur: m.importoEur + 1_234_500,
      contanteEur: m.contanteEur + 1_234_500,
    });
    expect(after.candidatiSoglia).toBeGreaterThanOrEqual(1);
  });

  it('shows an operator the figures of their branch only', async () => {
    const board = (await get('/api/alert/cruscotto', 'marco')).json();
    expect(board.perDipendenza).toHaveLength(1);
    const listed = (await get('/api/alert', 'marco')).json().total;
    expect(board.perStato.NUOVO + board.perStato.IN_LAVORAZIONE + board.perStato.CHIUSO).toBe(listed);
  });
});
