import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Suite } from '../src/app.ts';
import { run, type Db } from '../src/db/db.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';
import { PEOPLE, signPeople } from './people.ts';

let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};
const PATH = '/api/autovalutazioni';
type Who = 'officer' | 'delegate' | 'auditor' | 'admin' | 'operator' | 'nobody';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Who, payload?: unknown) =>
  suite.app.inject({
    method,
    url,
    headers: who ? { authorization: auth[who]! } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const auditCount = async () => (await suite.services.audit.verify()).entries;

/** A complete draft's content: two lines (60 % + 40 %), scores, one action, a judgement. */
const COMPLETE = {
  linee: [
    { codice: 'RETAIL', peso: 60, motivazione: 'Prevalente', rischioInerente: 3, vulnerabilita: 2 },
    { codice: 'PAGAMENTI', peso: 40, rischioInerente: 4, vulnerabilita: 4 },
  ],
  interventi: [
    {
      descrizione: 'Rafforzare il monitoraggio delle rimesse',
      responsabile: 'Giulia Rossi',
      scadenza: '2040-03-31',
      stato: 'IN_CORSO',
      lineaCodice: 'PAGAMENTI',
    },
  ],
  giudizioComplessivo: 'Rischio residuo medio, presìdi da rafforzare sui pagamenti.',
};

async function create(anno: number, copiaDa?: string) {
  const res = await call('POST', PATH, 'delegate', { anno, ...(copiaDa ? { copiaDa } : {}) });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; version: number };
}

async function save(id: string, version: number, body: object = COMPLETE, who: Who = 'delegate') {
  return call('PUT', `${PATH}/${id}`, who, { ...body, version });
}

const act = (id: string, who: Who, body: object) => call('POST', `${PATH}/${id}/transizioni`, who, body);

/** A draft for `anno` saved complete and sent, then approved by the officer: answers the approved record. */
async function approved(anno: number) {
  const draft = await create(anno);
  const saved = (await save(draft.id, draft.version)).json();
  const sent = (await act(draft.id, 'delegate', { azione: 'invia', version: saved.version })).json();
  const res = await act(draft.id, 'officer', {
    azione: 'approva',
    version: sent.version,
    riferimentoDelibera: 'CdA 12/2040',
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  idp = await startLocalIdp();
  suite = await buildTestSuite({ SUITE_IDP_URL: idp.url, SUITE_DEMO_DOCUMENTS: 'false' });
  Object.assign(auth, await signPeople(idp, { operator: PEOPLE.marco }));
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

describe('drafts and the residual-risk matrix', () => {
  it('computes each line’s residual level from the matrix and the weighted overall level', async () => {
    const draft = await create(2040);
    const res = await save(draft.id, draft.version);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // provisional matrix: round(0.4·3 + 0.6·2) = 2, round(0.4·4 + 0.6·4) = 4; overall round(0.6·2 + 0.4·4) = 3
    expect(body.linee.map((l: { rischioResiduo: number }) => l.rischioResiduo)).toEqual([2, 4]);
    expect(body.linee[0].nome).toBe('Banca al dettaglio (retail)');
    expect(body).toMatchObject({
      stato: 'BOZZA',
      rischioResiduoComplessivo: 3,
      matriceVersione: 1,
      version: 2,
    });
    expect(body.scadenzaInvio).toBe('2041-04-30');
    expect(body.interventi[0].id).toMatch(/^[0-9a-f-]{36}$/);
    const audit = (await call('GET', `${PATH}/${draft.id}/audit`, 'auditor')).json();
    expect(audit.map((e: { action: string }) => e.action)).toEqual([
      'autovalutazione.update',
      'autovalutazione.create',
    ]);
  });

  it('refuses a stale version with 409 E0000040 and writes nothing', async () => {
    const draft = await create(2041);
    expect((await save(draft.id, draft.version)).statusCode).toBe(200);
    const before = await auditCount();
    const stale = await save(draft.id, draft.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('E0000040');
    expect(await auditCount()).toBe(before);
  });

  it('refuses bad input with 400 E0000001 and a cause per field', async () => {
    const draft = await create(2042);
    const bad = await save(draft.id, draft.version, {
      linee: [{ codice: 'BOH', peso: 150, rischioInerente: 0 }],
      interventi: [{ descrizione: 'x' }],
      extra: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('E0000001');
    const fields = bad.json().errorCauses.map((c: { field: string }) => c.field);
    expect(fields).toEqual(['extra']);
    const line = await save(draft.id, draft.version, {
      linee: [{ codice: 'BOH', peso: 150, rischioInerente: 0 }],
      interventi: [],
    });
    expect(line.json().errorCauses.map((c: { field: string }) => c.field)).toEqual([
      'linee.0.codice',
      'linee.0.peso',
      'linee.0.rischioInerente',
    ]);
    const action = await save(draft.id, draft.version, {
      linee: [],
      interventi: [
        { descrizione: 'Formazione', responsabile: 'Ufficio AML', scadenza: '2040-02-31', stato: 'IN_CORSO' },
        { descrizione: 'x' },
      ],
    });
    expect(
      action
        .json()
        .errorCauses.map((c: { field: string }) => c.field)
        .sort(),
    ).toEqual([
      'interventi.1.descrizione',
      'interventi.1.responsabile',
      'interventi.1.scadenza',
      'interventi.1.stato',
    ]);
    expect(action.json().errorCauses).toContainEqual({
      field: 'interventi.1.responsabile',
      errorSummary: 'Intervento 2: indicare il responsabile (da 2 a 200 caratteri)',
    });
    const date = await save(draft.id, draft.version, {
      linee: [],
      interventi: [
        { descrizione: 'Formazione', responsabile: 'Ufficio AML', scadenza: '2040-02-31', stato: 'IN_CORSO' },
      ],
    });
    expect(date.json().errorCauses).toEqual([
      { field: 'interventi.0.scadenza', errorSummary: 'Intervento 1: la scadenza non è una data valida.' },
    ]);
    const twice = await save(draft.id, draft.version, {
      linee: [COMPLETE.linee[0], COMPLETE.linee[0]],
      interventi: [{ ...COMPLETE.interventi[0], lineaCodice: 'PRIVATE' }],
    });
    expect(twice.json().errorCauses.map((c: { errorSummary: string }) => c.errorSummary)).toEqual([
      'Ogni linea di business si valuta una sola volta.',
      'Un intervento riguarda una linea non valutata.',
    ]);
    expect((await save(draft.id, 0)).json().errorCauses[0].field).toBe('version');
    expect((await call('POST', PATH, 'delegate', { anno: 1990 })).statusCode).toBe(400);
    expect((await call('POST', PATH, 'delegate', 'testo')).statusCode).toBe(400);
    expect((await call('GET', `${PATH}/non-un-id`, 'officer')).statusCode).toBe(404);
    expect((await act(draft.id, 'delegate', { azione: 'vola', version: 1 })).json().errorCode).toBe(
      'E0000001',
    );
  });

  it('refuses a second self-assessment for the same year with 409 E0000103', async () => {
    await create(2043);
    const again = await call('POST', PATH, 'officer', { anno: 2043 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('E0000103');
  });
});

describe('the state machine', () => {
  it('sends a complete draft, then only the AML officer approves it; the approved version is immutable', async () => {
    const draft = await create(2046);
    const saved = (await save(draft.id, draft.version)).json();
    expect(
      (await act(draft.id, 'delegate', { azione: 'approva', version: saved.version })).json().errorCode,
    ).toBe('E0000104');
    expect(
      (await act(draft.id, 'officer', { azione: 'approva', version: saved.version })).json().errorCode,
    ).toBe('E0000101');
    const sent = await act(draft.id, 'delegate', { azione: 'invia', version: saved.version });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      stato: 'IN_APPROVAZIONE',
      inviataDa: 'francesca.ferrari@example.com',
    });
    const frozen = await save(draft.id, sent.json().version);
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().errorCode).toBe('E0000100');
    expect(
      (await act(draft.id, 'delegate', { azione: 'invia', version: sent.json().version })).json().errorCode,
    ).toBe('E0000101');
    for (const who of ['auditor', 'admin', 'operator', 'nobody'] as const) {
      expect((await act(draft.id, who, { azione: 'approva', version: sent.json().version })).statusCode).toBe(
        403,
      );
    }
    const ok = await act(draft.id, 'officer', {
      azione: 'approva',
      version: sent.json().version,
      riferimentoDelibera: 'CdA 3/2047',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      stato: 'APPROVATA',
      approvataDa: 'giulia.rossi@example.com',
      riferimentoDelibera: 'CdA 3/2047',
    });
    const v = ok.json().version;
    const before = await auditCount();
    const edit = await save(draft.id, v, COMPLETE, 'officer');
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errorCode).toBe('E0000100');
    for (const azione of ['invia', 'approva', 'riporta_in_bozza']) {
      const r = await act(draft.id, 'officer', { azione, version: v, motivazione: 'Da rivedere ancora' });
      expect(r.statusCode).toBe(409);
      expect(r.json().errorCode).toBe('E0000101');
    }
    expect(await auditCount()).toBe(before);
    const audit = (await call('GET', `${PATH}/${draft.id}/audit`, 'officer')).json();
    expect(audit.map((e: { action: string }) => e.action).slice(0, 2)).toEqual([
      'autovalutazione.approva',
      'autovalutazione.invia',
    ]);
  });

  it('refuses to send an incomplete draft with 409 E0000102 naming each gap', async () => {
    const draft = await create(2047);
    const res = await act(draft.id, 'delegate', { azione: 'invia', version: draft.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('E0000102');
    expect(res.json().errorCauses.map((c: { field: string }) => c.field)).toEqual([
      'linee',
      'giudizioComplessivo',
    ]);
    const partial = (
      await save(draft.id, draft.version, {
        ...COMPLETE,
        linee: [
          { ...COMPLETE.linee[0], vulnerabilita: undefined },
          { ...COMPLETE.linee[1], peso: 30 },
        ],
      })
    ).json();
    expect(partial.rischioResiduoComplessivo).toBeUndefined();
    const gaps = (await act(draft.id, 'delegate', { azione: 'invia', version: partial.version })).json();
    expect(gaps.errorCauses.map((c: { errorSummary: string }) => c.errorSummary)).toEqual([
      'Banca al dettaglio (retail): manca la vulnerabilità.',
      'I pesi delle linee sommano a 90%: devono fare 100%.',
    ]);
  });

  it('lets the AML officer send a submitted draft back with a reason, and it becomes editable again', async () => {
    const draft = await create(2048);
    const saved = (await save(draft.id, draft.version)).json();
    const sent = (await act(draft.id, 'officer', { azione: 'invia', version: saved.version })).json();
    const noReason = await act(draft.id, 'officer', { azione: 'riporta_in_bozza', version: sent.version });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorCauses[0].field).toBe('motivazione');
    const byDelegate = await act(draft.id, 'delegate', {
      azione: 'riporta_in_bozza',
      version: sent.version,
      motivazione: 'Manca la valutazione del canale a distanza',
    });
    expect(byDelegate.json().errorCode).toBe('E0000104');
    const back = await act(draft.id, 'officer', {
      azione: 'riporta_in_bozza',
      version: sent.version,
      motivazione: 'Manca la valutazione del canale a distanza',
    });
    expect(back.json()).toMatchObject({
      stato: 'BOZZA',
      motivazioneRitorno: 'Manca la valutazione del canale a distanza',
    });
    expect((await save(draft.id, back.json().version)).statusCode).toBe(200);
    const stale = await act(draft.id, 'delegate', { azione: 'invia', version: back.json().version });
    expect(stale.json().errorCode).toBe('E0000040');
  });

  it('starts a new year from a copy: lines and open actions, not the judgement; compares year over year', async () => {
    const last = await approved(2049);
    const res = await call('POST', PATH, 'officer', { anno: 2050, copiaDa: last.id });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({ stato: 'BOZZA', origineId: last.id, anno: 2050 });
    expect(copy.linee).toEqual(last.linee);
    expect(copy.interventi).toEqual(last.interventi);
    expect(copy.giudizioComplessivo).toBeUndefined();
    const changed = (
      await save(copy.id, copy.version, {
        ...COMPLETE,
        linee: [
          { ...COMPLETE.linee[0], rischioInerente: 1, vulnerabilita: 1 },
          { codice: 'CORPORATE', peso: 40, rischioInerente: 2, vulnerabilita: 2 },
        ],
        interventi: [],
      })
    ).json();
    const confronto = (await call('GET', `${PATH}/${changed.id}/confronto`, 'auditor')).json();
    expect(confronto).toMatchObject({ anno: 2050, annoPrecedente: 2049, precedenteId: last.id });
    expect(confronto.righe).toEqual([
      {
        codice: 'RETAIL',
        nome: 'Banca al dettaglio (retail)',
        precedente: 2,
        attuale: 1,
        andamento: 'MIGLIORATO',
      },
      { codice: 'CORPORATE', nome: 'Corporate', attuale: 2, andamento: 'NUOVA' },
      { codice: 'PAGAMENTI', nome: 'Servizi di pagamento e rimesse', precedente: 4, andamento: 'CESSATA' },
    ]);
    expect(
      (await call('POST', PATH, 'officer', { anno: 2051, copiaDa: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the approved version', () => {
  it('is immutable in the database too: a direct UPDATE or DELETE is refused', async () => {
    const done = await approved(2053);
    const db = suite.handle.db as Db;
    await expect(
      run(db, sql`UPDATE autovalutazioni SET giudizio_complessivo = 'altro' WHERE id = ${done.id}`),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringContaining('approvata: non modificabile') }),
    });
    await expect(run(db, sql`DELETE FROM autovalutazioni WHERE id = ${done.id}`)).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringContaining('approvata: non modificabile') }),
    });
    expect((await call('GET', `${PATH}/${done.id}`, 'auditor')).json().giudizioComplessivo).toBe(
      COMPLETE.giudizioComplessivo,
    );
  });
});

describe('roles and the list', () => {
  it('lets readers list and read, editors write; branch operators and unknown roles get nothing', async () => {
    const draft = await create(2052);
    for (const who of ['officer', 'delegate', 'auditor', 'admin'] as const) {
      const list = await call('GET', `${PATH}?f.anno=2052`, who);
      expect(list.statusCode).toBe(200);
      expect(list.json().items).toEqual([
        expect.objectContaining({ anno: '2052', stato: 'BOZZA', interventiAperti: '0' }),
      ]);
      expect((await call('GET', `${PATH}/${draft.id}`, who)).statusCode).toBe(200);
      expect((await call('GET', `${PATH}/${draft.id}/confronto`, who)).statusCode).toBe(200);
    }
    for (const who of ['operator', 'nobody'] as const) {
      for (const url of [
        PATH,
        `${PATH}/${draft.id}`,
        `${PATH}/${draft.id}/audit`,
        `${PATH}/matrice`,
        `${PATH}/export`,
      ]) {
        const res = await call('GET', url, who);
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain('2052');
      }
    }
    expect((await call('GET', PATH)).statusCode).toBe(401);
    for (const who of ['auditor', 'admin', 'operator'] as const) {
      expect((await call('POST', PATH, who, { anno: 2053 })).statusCode).toBe(403);
      expect((await save(draft.id, draft.version, COMPLETE, who)).statusCode).toBe(403);
      expect((await act(draft.id, who, { azione: 'invia', version: draft.version })).statusCode).toBe(403);
    }
    const csv = await call('GET', `${PATH}/export?format=csv&f.stato=BOZZA`, 'auditor');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('2052');
  });

  it('puts the current year’s open actions due within 30 days on Home, for readers only', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const draft = await create(2099);
    const action = (descrizione: string, scadenza: string, stato = 'DA_AVVIARE') => ({
      descrizione,
      responsabile: 'Ufficio antiriciclaggio',
      scadenza,
      stato,
    });
    await save(draft.id, draft.version, {
      ...COMPLETE,
      interventi: [
        action('Scaduto da aggiornare', inDays(-3)),
        action('Formazione della rete', inDays(10)),
        action('Già fatto', inDays(5), 'COMPLETATO'),
        action('Più avanti', inDays(60)),
      ],
    });
    const home = (await call('GET', '/api/home', 'auditor')).json();
    expect(home.azioniAutovalutazione).toEqual([
      expect.objectContaining({
        titolo: 'Scaduto da aggiornare (autovalutazione 2099)',
        scaduta: true,
        stato: 'Da avviare',
      }),
      expect.objectContaining({
        titolo: 'Formazione della rete (autovalutazione 2099)',
        scaduta: false,
        link: `/selfevaluations/selfevaluation/${draft.id}/true/pagina`,
      }),
    ]);
    expect(home.azioniAutovalutazione[0].scadenza < today).toBe(true);
    expect((await call('GET', '/api/home', 'operator')).json().azioniAutovalutazione).toEqual([]);
  });
});

// last: it changes the current matrix for every later draft
describe('the matrix as data', () => {
  it('lets administrators version the matrix; drafts use the new version when saved, approved ones keep theirs', async () => {
    const kept = await approved(2044);
    const current = (await call('GET', `${PATH}/matrice`, 'auditor')).json();
    const celle = [
      [1, 1, 2, 2],
      [1, 2, 2, 3],
      [2, 3, 3, 4],
      [3, 3, 4, 4],
    ];
    const body = { nome: 'Matrice interna 2045', celle, versione: current.versione };
    for (const who of ['officer', 'delegate', 'auditor', 'operator'] as const) {
      expect((await call('PUT', `${PATH}/matrice`, who, body)).statusCode).toBe(403);
    }
    expect((await call('PUT', `${PATH}/matrice`, 'admin', { ...body, celle: [[5]] })).json().errorCode).toBe(
      'E0000001',
    );
    const next = await call('PUT', `${PATH}/matrice`, 'admin', body);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({
      versione: current.versione + 1,
      celle,
      creataDa: 'luca.romano@example.com',
    });
    expect((await call('PUT', `${PATH}/matrice`, 'admin', body)).json().errorCode).toBe('E0000040');
    const history = (await call('GET', `${PATH}/matrice/versioni`, 'officer')).json();
    expect(history.map((m: { versione: number }) => m.versione)).toEqual([
      current.versione + 1,
      current.versione,
    ]);

    const draft = await create(2045);
    const saved = (await save(draft.id, draft.version)).json();
    // new matrix: cell (3, 2) = 3, cell (4, 4) = 4; overall round(0.6·3 + 0.4·4) = 3
    expect(saved.matriceVersione).toBe(current.versione + 1);
    expect(saved.linee.map((l: { rischioResiduo: number }) => l.rischioResiduo)).toEqual([3, 4]);
    const still = (await call('GET', `${PATH}/${kept.id}`, 'officer')).json();
    expect(still).toMatchObject({ matriceVersione: current.versione, linee: kept.linee });
  });
});
