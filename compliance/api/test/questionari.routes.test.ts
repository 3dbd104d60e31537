import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { Suite } from '../src/app.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';
import { signPeople } from './people.ts';

let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};
const clients = { marcoPF: '', marcoPG: '', paoloPF: '' };

type Who = 'officer' | 'officer2' | 'delegate' | 'auditor' | 'admin' | 'marco' | 'paolo' | 'nobody';
const req = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Who, payload?: unknown) =>
  suite.app.inject({
    method,
    url,
    headers: who ? { authorization: auth[who]! } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const act = (id: string, who: Who, payload: unknown) =>
  req('POST', `/api/questionari/${id}/transizioni`, who, payload);
const auditCount = async () => (await suite.services.audit.verify()).entries;

/** Complete answers to the PF template: a low-risk salaried client. */
const RISPOSTE_PF = {
  scopoRapporto: 'ACCREDITO',
  prodotti: ['CONTO', 'CARTE'],
  professione: 'DIPENDENTE',
  redditoAnnuo: 3_500_000,
  origineFondi: ['REDDITO_LAVORO'],
  documentiOrigine: true,
  operazioniMensili: 20,
  paesi: ['IT'],
  contanti: false,
  pep: false,
  veridicita: true,
  canale: 'FILIALE',
  dataRaccolta: '2026-11-20',
};

/** Complete answers to the PG template: a company with a PEP among its owners (at least ALTO). */
const RISPOSTE_PG = {
  scopoRapporto: 'INCASSI',
  attivita: 'Commercio all’ingrosso di materiali edili (ATECO 46.73)',
  settoreRischio: true,
  fatturato: 250_000_000,
  dipendenti: 18,
  strutturaComplessa: false,
  registroTitolari: true,
  origineFondi: ['ATTIVITA'],
  documentiOrigine: true,
  volumeAnnuo: 600_000_000,
  paesi: ['IT', 'UE'],
  contanti: true,
  contantiMensili: 800_000,
  pep: true,
  pepCarica: 'Mario Neri, assessore regionale',
  veridicita: true,
  canale: 'FILIALE',
  dataRaccolta: '2026-11-20',
};

/** A new draft for `client` by `who`, with `risposte`; answers the questionnaire. */
async function draft(client: string, who: Who, risposte: object = {}) {
  const res = await req('POST', '/api/questionari', who, { soggettoId: client, risposte });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Drives a questionnaire by `author` to INVIATO. */
async function sent(client: string, author: Who, risposte: object) {
  const q = await draft(client, author, risposte);
  const c = await act(q.id, author, { azione: 'compila', version: q.version });
  expect(c.statusCode, c.body).toBe(200);
  const s = await act(q.id, author, { azione: 'invia', version: c.json().version });
  expect(s.statusCode, s.body).toBe(200);
  return s.json();
}

beforeAll(async () => {
  idp = await startLocalIdp();
  // enough demo clients that every branch has natural persons and legal entities
  suite = await buildTestSuite({
    SUITE_IDP_URL: idp.url,
    SUITE_DEMO_DOCUMENTS: 'false',
    SUITE_DEMO_CLIENTS: '150',
  });
  Object.assign(
    auth,
    await signPeople(idp, { officer2: ['alessandro.ricci@example.com', ['aml-officers']] }),
  );
  const marco = (await req('GET', '/api/soggetti?pageSize=100', 'marco')).json().items;
  clients.marcoPF = marco.find((c: { tipoPersona: string }) => c.tipoPersona === 'PF').id;
  clients.marcoPG = marco.find((c: { tipoPersona: string }) => c.tipoPersona === 'PG').id;
  clients.paoloPF = (await req('GET', '/api/soggetti?pageSize=100', 'paolo'))
    .json()
    .items.find((c: { tipoPersona: string }) => c.tipoPersona === 'PF').id;
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

describe('templates', () => {
  it('has a current PF and PG template with sections, conditional questions and thresholds', async () => {
    for (const tipo of ['PF', 'PG']) {
      const m = (await req('GET', `/api/questionari/modelli/corrente/${tipo}`, 'auditor')).json();
      expect(m).toMatchObject({ tipoPersona: tipo, versione: 1 });
      expect(m.definizione.sezioni.length).toBeGreaterThan(4);
      const questions = m.definizione.sezioni.flatMap((s: { domande: object[] }) => s.domande);
      expect(questions.some((d: { condizione?: object }) => d.condizione)).toBe(true);
    }
    expect((await req('GET', '/api/questionari/modelli/corrente/XX', 'officer')).statusCode).toBe(404);
  });

  it('lets only administrators publish a version; submissions keep the version they were filled on', async () => {
    const old = await draft(clients.marcoPF, 'marco', { scopoRapporto: 'RISPARMIO' });
    const current = (await req('GET', '/api/questionari/modelli/corrente/PF', 'admin')).json();
    const definizione = {
      ...current.definizione,
      titolo: `${current.definizione.titolo} (rev.)`,
      soglie: { BASSO: 10, MEDIO: 30, ALTO: 55 },
    };
    const before = await auditCount();
    expect(
      (await req('POST', '/api/questionari/modelli', 'officer', { tipoPersona: 'PF', definizione }))
        .statusCode,
    ).toBe(403);
    const bad = await req('POST', '/api/questionari/modelli', 'admin', {
      tipoPersona: 'PF',
      definizione: { ...definizione, soglie: { BASSO: 50, MEDIO: 10, ALTO: 5 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCauses[0].errorSummary).toMatch(/soglie/);
    expect((await req('POST', '/api/questionari/modelli', 'admin', { tipoPersona: 'PF' })).statusCode).toBe(
      400,
    );
    expect(await auditCount()).toBe(before);
    const published = await req('POST', '/api/questionari/modelli', 'admin', {
      tipoPersona: 'PF',
      definizione,
    });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json().versione).toBe(current.versione + 1);
    const fresh = await draft(clients.marcoPF, 'marco');
    expect(fresh.modelloVersione).toBe(current.versione + 1);
    expect((await req('GET', `/api/questionari/${old.id}`, 'marco')).json().modelloVersione).toBe(
      current.versione,
    );
  });
});

describe('filling in', () => {
  it('numbers submissions per client and finds them by number', async () => {
    const a = await draft(clients.marcoPG, 'marco');
    const b = await draft(clients.marcoPG, 'marco');
    expect(b.numero).toBe(a.numero + 1);
    const byNumber = await req('GET', `/api/questionari/cliente/${clients.marcoPG}/${b.numero}`, 'officer');
    expect(byNumber.json().id).toBe(b.id);
    expect(
      (await req('GET', `/api/questionari/cliente/${clients.marcoPG}/nuova`, 'officer')).statusCode,
    ).toBe(404);
    expect(
      (await req('GET', `/api/questionari/cliente/${clients.marcoPG}/99999`, 'officer')).statusCode,
    ).toBe(404);
  });

  it('scores the answers, applies minimum classes and conditional questions', async () => {
    const pf = await draft(clients.marcoPF, 'marco', RISPOSTE_PF);
    expect(pf).toMatchObject({
      stato: 'BOZZA',
      classeCalcolata: 'IRRILEVANTE',
      autore: 'marco.bianchi@example.com',
    });
    const pg = await draft(clients.marcoPG, 'marco', RISPOSTE_PG);
    expect(pg.classeCalcolata).toBe('ALTO'); // a PEP
    expect(pg.punteggio).toBeGreaterThan(60);
    // a conditional question answered while hidden is dropped, not scored
    const hidden = await draft(clients.marcoPF, 'marco', { contanti: false, contantiMensili: 5_000_000 });
    expect(hidden.risposte).toEqual({ contanti: false });
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await auditCount();
    const bad = [
      { soggettoId: 'nope' },
      { soggettoId: clients.marcoPF, risposte: { scopoRapporto: 'INVENTATO' } },
      { soggettoId: clients.marcoPF, risposte: { redditoAnnuo: -5 } },
      { soggettoId: clients.marcoPF, risposte: { domandaSconosciuta: 'x' } },
      { soggettoId: clients.marcoPF, risposte: { dataRaccolta: '31/12/2026' } },
      { soggettoId: clients.marcoPF, extra: 1 },
    ];
    for (const payload of bad) {
      const res = await req('POST', '/api/questionari', 'marco', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'E0000001' });
    }
    expect((await req('POST', '/api/questionari', 'marco', '{"x":')).statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('keeps operators to their branch and auditors read-only', async () => {
    const before = await auditCount();
    expect((await req('POST', '/api/questionari', 'marco', { soggettoId: clients.paoloPF })).statusCode).toBe(
      404,
    );
    expect(
      (await req('POST', '/api/questionari', 'auditor', { soggettoId: clients.marcoPF })).statusCode,
    ).toBe(403);
    expect(
      (await req('POST', '/api/questionari', 'nobody', { soggettoId: clients.marcoPF })).statusCode,
    ).toBe(403);
    expect((await req('GET', '/api/questionari')).statusCode).toBe(401);
    expect(await auditCount()).toBe(before);
    const paolos = await draft(clients.paoloPF, 'paolo');
    expect((await req('GET', `/api/questionari/${paolos.id}`, 'marco')).statusCode).toBe(404);
    expect((await req('GET', `/api/questionari/${paolos.id}/pdf`, 'marco')).statusCode).toBe(404);
    expect((await req('GET', `/api/questionari/${paolos.id}`, 'auditor')).statusCode).toBe(200);
    const list = (await req('GET', '/api/questionari?pageSize=100', 'marco')).json();
    const marcoBranch = (await req('GET', '/api/dipendenze', 'marco')).json().items[0].id;
    expect(list.items.length).toBeGreaterThan(0);
    for (const q of list.items) expect(q.dipendenzaId).toBe(marcoBranch);
  });

  it('saves a draft with optimistic concurrency; an override needs a reason and is audited', async () => {
    const q = await draft(clients.marcoPF, 'marco', RISPOSTE_PF);
    const noReason = await req('PUT', `/api/questionari/${q.id}`, 'marco', {
      version: q.version,
      risposte: RISPOSTE_PF,
      classeOverride: 'MEDIO',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorCauses[0].field).toBe('motivazioneOverride');
    const saved = await req('PUT', `/api/questionari/${q.id}`, 'marco', {
      version: q.version,
      risposte: RISPOSTE_PF,
      classeOverride: 'MEDIO',
      motivazioneOverride: 'Operatività con un fornitore estero segnalata dal gestore.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      classeCalcolata: 'IRRILEVANTE',
      classeFinale: 'MEDIO',
      version: q.version + 1,
    });
    const stale = await req('PUT', `/api/questionari/${q.id}`, 'marco', { version: q.version, risposte: {} });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('E0000040');
    const audit = (await req('GET', `/api/questionari/${q.id}/audit`, 'auditor')).json();
    expect(audit[0]).toMatchObject({ action: 'questionario.override', actor: 'marco.bianchi@example.com' });
  });
});

describe('the state machine', () => {
  it('refuses to complete a draft with missing answers (400 E0000083, nothing written)', async () => {
    const q = await draft(clients.marcoPF, 'marco', { scopoRapporto: 'RISPARMIO' });
    const before = await auditCount();
    const res = await act(q.id, 'marco', { azione: 'compila', version: q.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('E0000083');
    expect(res.json().errorCauses.map((c: { field: string }) => c.field)).toContain('professione');
    expect(await auditCount()).toBe(before);
  });

  it('verifies by a second person only: the author is refused with 403, another officer verifies', async () => {
    // the officer fills it in herself, so she cannot verify it
    const pg = (await req('GET', '/api/soggetti?pageSize=100&f.tipoPersona=PG', 'officer')).json().items[3]
      .id;
    const q = await sent(pg, 'officer', RISPOSTE_PG);
    expect(q).toMatchObject({ stato: 'INVIATO', inviatoDa: 'giulia.rossi@example.com' });
    const before = await auditCount();
    const own = await act(q.id, 'officer', { azione: 'verifica', version: q.version });
    expect(own.statusCode).toBe(403);
    expect(own.json().errorCode).toBe('E0000081');
    expect(own.json().errorSummary).toMatch(/non può verificarlo/);
    expect((await act(q.id, 'officer', { azione: 'prendi', version: q.version })).statusCode).toBe(403);
    expect(await auditCount()).toBe(before);
    const taken = await act(q.id, 'officer2', { azione: 'prendi', version: q.version });
    expect(taken.json()).toMatchObject({
      stato: 'IN_VERIFICA',
      verificatore: 'alessandro.ricci@example.com',
    });
    const verified = await act(q.id, 'officer2', { azione: 'verifica', version: taken.json().version });
    expect(verified.statusCode, verified.body).toBe(200);
    const v = verified.json();
    expect(v).toMatchObject({ stato: 'VERIFICATO', classeFinale: 'ALTO' });
    expect(v.impronta).toMatch(/^[0-9a-f]{64}$/);
    // ALTO → review in 12 months
    const expected = new Date(v.dataVerifica);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(v.dataRevisione.slice(0, 7)).toBe(expected.toISOString().slice(0, 7));
  });

  it('lets the verifier override the class with a reason only, and the verified version is immutable', async () => {
    const q = await sent(clients.marcoPF, 'marco', RISPOSTE_PF);
    const noReason = await act(q.id, 'officer', {
      azione: 'verifica',
      version: q.version,
      classeOverride: 'MEDIO',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorCauses[0].field).toBe('motivazione');
    const v = await act(q.id, 'officer', {
      azione: 'verifica',
      version: q.version,
      classeOverride: 'MEDIO',
      motivazione: 'Bonifici ricorrenti verso un paese extra UE non dichiarati nel questionario.',
    });
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json()).toMatchObject({
      classeCalcolata: 'IRRILEVANTE',
      classeOverride: 'MEDIO',
      classeFinale: 'MEDIO',
    });
    const version = v.json().version;
    const before = await auditCount();
    const edit = await req('PUT', `/api/questionari/${q.id}`, 'officer', { version, risposte: RISPOSTE_PF });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errorCode).toBe('E0000082');
    for (const azione of ['compila', 'invia', 'prendi', 'verifica', 'riapri']) {
      const res = await act(
        q.id,
        azione === 'riapri' || azione === 'compila' || azione === 'invia' ? 'marco' : 'officer2',
        {
          azione,
          version,
        },
      );
      expect(res.statusCode, azione).toBe(409);
      expect(res.json().errorCode).toBe('E0000080');
    }
    expect(await auditCount()).toBe(before);
    const audit = (await req('GET', `/api/questionari/${q.id}/audit`, 'officer')).json();
    expect(audit[0].action).toBe('questionario.verifica.override');
  });

  it('rejects with a reason back to the author, who reopens it as a draft', async () => {
    const q = await sent(clients.marcoPF, 'marco', RISPOSTE_PF);
    const noReason = await act(q.id, 'officer', { azione: 'respingi', version: q.version });
    expect(noReason.statusCode).toBe(400);
    const rejected = await act(q.id, 'officer', {
      azione: 'respingi',
      version: q.version,
      motivazione: 'Manca la documentazione sull’origine dei fondi.',
    });
    expect(rejected.json()).toMatchObject({
      stato: 'RESPINTO',
      motivazioneRespinto: expect.stringMatching(/origine/),
    });
    const reopened = await act(q.id, 'marco', { azione: 'riapri', version: rejected.json().version });
    expect(reopened.json().stato).toBe('BOZZA');
    const edited = await req('PUT', `/api/questionari/${q.id}`, 'marco', {
      version: reopened.json().version,
      risposte: { ...RISPOSTE_PF, documentiOrigine: true },
    });
    expect(edited.statusCode).toBe(200);
  });

  it('refuses every move not in the state machine, and verifier actions to other roles', async () => {
    const q = await draft(clients.marcoPF, 'marco', RISPOSTE_PF);
    for (const azione of ['invia', 'prendi', 'verifica', 'respingi', 'riapri']) {
      const res = await act(q.id, azione === 'invia' || azione === 'riapri' ? 'marco' : 'officer', {
        azione,
        version: q.version,
        ...(azione === 'respingi' ? { motivazione: 'Motivazione sufficientemente lunga.' } : {}),
      });
      expect(res.statusCode, azione).toBe(409);
    }
    const filled = (await act(q.id, 'marco', { azione: 'compila', version: q.version })).json();
    const back = await act(q.id, 'marco', { azione: 'riapri', version: filled.version });
    expect(back.json().stato).toBe('BOZZA');
    const sentQ = await sent(clients.marcoPF, 'marco', RISPOSTE_PF);
    for (const who of ['marco', 'delegate', 'admin'] as const) {
      const res = await act(sentQ.id, who, { azione: 'verifica', version: sentQ.version });
      expect(res.statusCode, who).toBe(403);
      expect(res.json().errorCode).toBe('E0000006');
    }
    expect((await act(sentQ.id, 'auditor', { azione: 'verifica', version: sentQ.version })).statusCode).toBe(
      403,
    );
    expect((await act(sentQ.id, 'officer', { azione: 'vola', version: sentQ.version })).statusCode).toBe(400);
    expect((await act(sentQ.id, 'officer', { azione: 'verifica', version: 1 })).statusCode).toBe(409);
  });
});

describe('list, Home and PDF', () => {
  it('filters by state, class and review date and exports', async () => {
    const verified = (await req('GET', '/api/questionari?f.stato=VERIFICATO&pageSize=100', 'officer')).json();
    expect(verified.total).toBeGreaterThan(0);
    for (const q of verified.items) expect(q.stato).toBe('VERIFICATO');
    const alto = (await req('GET', '/api/questionari?f.classeFinale=ALTO', 'officer')).json();
    for (const q of alto.items) expect(q.classeFinale).toBe('ALTO');
    const future = (await req('GET', '/api/questionari?f.dataRevisione.min=2027-01-01', 'officer')).json();
    for (const q of future.items) expect(q.dataRevisione >= '2027-01-01').toBe(true);
    const csv = await req('GET', '/api/questionari/export?format=csv', 'officer');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('Classe di rischio');
  });

  it('shows officers the questionnaires to verify on Home, and nobody else', async () => {
    const before = (await req('GET', '/api/home', 'officer')).json().questionariDaVerificareTotale;
    await sent(clients.marcoPF, 'marco', RISPOSTE_PF);
    const officer = (await req('GET', '/api/home', 'officer')).json();
    expect(officer.questionariDaVerificareTotale).toBe(before + 1);
    expect(officer.questionariDaVerificare.length).toBe(Math.min(10, before + 1));
    for (const item of officer.questionariDaVerificare) {
      const [, soggettoId, tipo, numero] = item.link.match(
        /^\/questionari\/questionario\/([0-9a-f-]{36})\/true\/pagina\/(PF|PG)\/(\d+)$/,
      );
      const q = (await req('GET', `/api/questionari/cliente/${soggettoId}/${numero}`, 'officer')).json();
      expect(q).toMatchObject({ id: item.id, tipoPersona: tipo });
      expect(['INVIATO', 'IN_VERIFICA']).toContain(q.stato);
    }
    for (const who of ['auditor', 'marco', 'delegate'] as const) {
      const home = (await req('GET', '/api/home', who)).json();
      expect(home.questionariDaVerificare).toEqual([]);
      expect(home.questionariDaVerificareTotale).toBe(0);
    }
  });

  it('downloads a PDF with the client, the answers and the sign-off', async () => {
    const q = await sent(clients.marcoPG, 'marco', RISPOSTE_PG);
    const v = (await act(q.id, 'officer', { azione: 'verifica', version: q.version })).json();
    const res = await req('GET', `/api/questionari/${q.id}/pdf`, 'auditor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="questionario-\d+-/);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe(`Questionario n. ${v.numero} - ${v.soggettoNominativo}`);
    expect(pdf.getPageCount()).toBeGreaterThan(0);
    expect(res.rawPayload.includes(Buffer.from('%PDF-'))).toBe(true);
  });
});
