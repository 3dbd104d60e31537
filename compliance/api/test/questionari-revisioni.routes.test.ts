import { codiceFiscaleCheckChar, MOTIVO_RISERVATO } from '@compliance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import type { Db } from '../src/db/db.ts';
import { monitoraggioRepository } from '../src/monitoraggio/monitoraggio.repository.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';

let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};
type Who = 'officer' | 'delegate' | 'auditor' | 'marco' | 'paolo' | 'nobody';
const req = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Who, payload?: object) =>
  suite.app.inject({ method, url, headers: who ? { authorization: auth[who]! } : {}, payload });
const act = (id: string, who: Who, payload: object) =>
  req('POST', `/api/questionari/${id}/transizioni`, who, payload);

const RISPOSTE_PF = {
  scopoRapporto: 'ACCREDITO',
  prodotti: ['CONTO'],
  professione: 'DIPENDENTE',
  redditoAnnuo: 3_000_000,
  origineFondi: ['REDDITO_LAVORO'],
  documentiOrigine: true,
  operazioniMensili: 10,
  paesi: ['IT'],
  contanti: false,
  pep: false,
  veridicita: true,
  canale: 'FILIALE',
  dataRaccolta: '2026-11-20',
};

// a 1×1 PNG (an archive document's file)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
let branch = '';
const cf = (first15: string) => first15 + codiceFiscaleCheckChar(first15);
const person = (cognome: string, codice: string) => ({
  tipoPersona: 'PF',
  dipendenzaId: branch,
  cognome,
  nome: 'Anna',
  sesso: 'F',
  dataNascita: '1980-05-02',
  luogoNascita: 'Milano',
  codiceFiscale: cf(codice),
  indirizzo: 'Via Po 1',
  cap: '20121',
  comune: 'Milano',
  provincia: 'MI',
  tipoDocumento: 'CARTA_IDENTITA',
  numeroDocumento: 'CA55555AA',
  documentoDataRilascio: '2021-01-10',
  documentoDataScadenza: '2031-01-10',
  pep: false,
});

/** A new client of marco's branch with a questionnaire filled by marco and verified by the officer. */
async function verifiedClient(cognome: string, codice: string) {
  const created = await req('POST', '/api/soggetti', 'marco', person(cognome, codice));
  expect(created.statusCode, created.body).toBe(201);
  const client = created.json();
  return { client, q: await verify(client.id) };
}

async function verify(soggettoId: string) {
  const q = (await req('POST', '/api/questionari', 'marco', { soggettoId, risposte: RISPOSTE_PF })).json();
  let v = (await act(q.id, 'marco', { azione: 'compila', version: q.version })).json().version;
  v = (await act(q.id, 'marco', { azione: 'invia', version: v })).json().version;
  v = (await act(q.id, 'officer', { azione: 'prendi', version: v })).json().version;
  const done = await act(q.id, 'officer', { azione: 'verifica', version: v });
  expect(done.statusCode, done.body).toBe(200);
  return done.json() as { id: string; numero: number };
}

const open = async (id: string, who: Who = 'officer') => req('GET', `/api/questionari/${id}/revisioni`, who);
const flagged = async (soggettoId: string) =>
  (
    await req('GET', `/api/questionari?f.soggettoId=${soggettoId}&f.revisioneRichiesta=S%C3%AC`, 'officer')
  ).json();

beforeAll(async () => {
  idp = await startLocalIdp();
  suite = await buildTestSuite({ SUITE_IDP_URL: idp.url, SUITE_DEMO_DOCUMENTS: 'false' });
  const people = {
    officer: ['giulia.rossi@example.com', ['aml-officers']],
    delegate: ['francesca.ferrari@example.com', ['reports-delegates']],
    auditor: ['chiara.esposito@example.com', ['auditors']],
    marco: ['marco.bianchi@example.com', ['operators']],
    paolo: ['paolo.colombo@example.com', ['operators']],
    nobody: ['ospite@example.com', ['everyone']],
  } as const;
  for (const [key, [sub, groups]] of Object.entries(people)) {
    auth[key] = `Bearer ${await idp.sign({ sub, groups: [...groups] })}`;
  }
  branch = (await req('GET', '/api/dipendenze', 'marco')).json().items[0].id;
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

describe('early reviews (compliance-domain.md §1.4)', () => {
  it('marks the verified questionnaire when the client becomes a PEP, audited; a newer verified one closes it', async () => {
    const { client, q } = await verifiedClient('Rossetti', 'RSSNNA80E42F205');
    expect((await open(q.id)).json()).toEqual([]);
    expect((await flagged(client.id)).total).toBe(0);

    const saved = await req('PUT', `/api/soggetti/${client.id}`, 'marco', {
      ...person('Rossetti', 'RSSNNA80E42F205'),
      pep: true,
      version: client.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const marks = (await open(q.id, 'marco')).json();
    expect(marks).toEqual([
      {
        id: expect.any(String),
        evento: 'PEP',
        motivo: 'Il cliente è diventato persona politicamente esposta (PEP).',
        at: expect.any(String),
      },
    ]);
    const list = await flagged(client.id);
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([q.id]);
    expect(list.items[0].revisioneRichiesta).toBe('Sì');
    const audit = (await req('GET', `/api/questionari/${q.id}/audit`, 'auditor')).json();
    expect(audit[0]).toMatchObject({
      action: 'questionario.revisioneRichiesta',
      actor: 'marco.bianchi@example.com',
      after: { evento: 'PEP', revisioneId: marks[0].id },
    });
    // saving again (still PEP) is no new event
    const again = await req('PUT', `/api/soggetti/${client.id}`, 'marco', {
      ...person('Rossetti', 'RSSNNA80E42F205'),
      pep: true,
      comune: 'Monza',
      version: saved.json().version,
    });
    expect(again.statusCode).toBe(200);
    expect((await open(q.id)).json()).toHaveLength(1);

    const newer = await verify(client.id);
    expect((await open(q.id)).json()).toEqual([]);
    expect((await open(newer.id)).json()).toEqual([]);
    expect((await flagged(client.id)).total).toBe(0);
    const newerAudit = (await req('GET', `/api/questionari/${newer.id}/audit`, 'auditor')).json();
    expect(newerAudit[0]).toMatchObject({
      action: 'questionario.revisioneChiusa',
      after: { revisioniChiuse: [marks[0].id] },
    });
  });

  it('marks it on an alert closed as anomalous', async () => {
    const { client, q } = await verifiedClient('Ferraresi', 'FRRNNA80E42F205');
    await monitoraggioRepository.insertMany(suite.handle.db as Db, [
      {
        tipo: 'INDICATORE',
        dipendenzaId: branch,
        soggettoId: client.id,
        codiceIndicatore: '9.2',
        descrizione: 'Alert di prova',
        punteggio: 80,
        classeRischio: 'ALTO',
        importoEur: 1_000_000,
        dataRilevazione: '2026-11-01',
        stato: 'NUOVO',
      },
    ]);
    const alert = (await req('GET', `/api/alert?f.soggettoId=${client.id}`, 'officer')).json().items[0];
    const taken = (
      await req('POST', `/api/alert/${alert.id}/transizioni`, 'officer', { azione: 'prendi', version: 1 })
    ).json();
    const closed = await req('POST', `/api/alert/${alert.id}/transizioni`, 'officer', {
      azione: 'chiudi',
      version: taken.version,
      esito: 'DA_SEGNALARE',
      motivazione: 'Operatività incoerente con il profilo del cliente.',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const marks = (await open(q.id)).json();
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ evento: 'ALERT_ANOMALO' });
    expect(marks[0].motivo).toMatch(/^L'alert n\. \d+ è stato chiuso come anomalo/);
  });

  it('marks it on an SOS, naming the SOS to the AML function only (no tipping-off of the branch)', async () => {
    const { client, q } = await verifiedClient('Bassani', 'BSSNNA80E42F205');
    const filed = await req('POST', '/api/segnalazioni', 'officer', {
      tipo: 'SOS',
      oggetto: 'Bonifici frazionati verso l’estero',
      descrizione: 'Serie di bonifici sotto soglia verso un paese a rischio, senza motivazione economica.',
      soggettoId: client.id,
      tipoSospetto: 'RICICLAGGIO',
      dataRilevazione: '2026-11-20',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect((await open(q.id, 'officer')).json()).toMatchObject([{ evento: 'SOS' }]);
    expect((await open(q.id, 'delegate')).json()).toMatchObject([{ evento: 'SOS' }]);
    for (const who of ['marco', 'auditor'] as const) {
      const masked = (await open(q.id, who)).json();
      expect(masked).toEqual([{ id: expect.any(String), motivo: MOTIVO_RISERVATO, at: expect.any(String) }]);
    }
    const audit = await req('GET', `/api/questionari/${q.id}/audit`, 'marco');
    expect(audit.body).not.toMatch(/SOS|segnalazion/i);
    expect(audit.json()[0]).toMatchObject({
      action: 'questionario.revisioneRichiesta',
      after: { motivo: MOTIVO_RISERVATO },
    });
  });

  it("marks it once when the client's latest identity document has expired (periodic sweep), not when a newer one is valid", async () => {
    const expired = {
      documentoDataRilascio: '2015-01-10',
      documentoDataScadenza: '2025-01-10',
      numeroDocumento: 'CA11111AA',
    };
    const created = await req('POST', '/api/soggetti', 'marco', {
      ...person('Scaduti', 'SCDNNA80E42F205'),
      ...expired,
    });
    expect(created.statusCode, created.body).toBe(201);
    const client = created.json();
    const q = await verify(client.id);
    // a second client with the same expired document on record, but a valid identity document in the archive
    const renewed = (
      await req('POST', '/api/soggetti', 'marco', { ...person('Rinnovati', 'RNNNNA80E42F205'), ...expired })
    ).json();
    const q2 = await verify(renewed.id);
    const form = new FormData();
    const fields = {
      tipo: 'PASSAPORTO',
      soggettoId: renewed.id,
      numero: 'YA0000001',
      rilasciatoDa: 'Questura di Milano',
      dataRilascio: '2024-12-01',
      dataScadenza: '2034-12-01',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([PNG]), 'passaporto.png');
    const up = await suite.app.inject({
      method: 'POST',
      url: '/api/documenti',
      headers: { authorization: auth.marco! },
      payload: form,
    });
    expect(up.statusCode, up.body).toBe(201);
    expect((await open(q.id)).json()).toEqual([]);

    const sweep = async () => {
      let raised = 0;
      for (let n = 1; n > 0; raised += n) n = await suite.services.revisioni.sweepDocumentiScaduti();
      return raised;
    };
    expect(await sweep()).toBeGreaterThan(0);
    expect((await open(q.id, 'marco')).json()).toEqual([
      {
        id: expect.any(String),
        evento: 'DOCUMENTO_SCADUTO',
        motivo:
          "Il documento di riconoscimento del cliente (Carta d'identità n. CA11111AA) è scaduto il 10/01/2025.",
        at: expect.any(String),
      },
    ]);
    expect((await open(q2.id)).json()).toEqual([]);
    const audit = (await req('GET', `/api/questionari/${q.id}/audit`, 'auditor')).json();
    expect(audit[0]).toMatchObject({
      action: 'questionario.revisioneRichiesta',
      actor: 'system',
      after: { evento: 'DOCUMENTO_SCADUTO' },
    });
    // the next sweeps raise that expiry no more, also once a newer verification has closed it
    expect(await sweep()).toBe(0);
    expect((await open(q.id)).json()).toHaveLength(1);
    const newer = await verify(client.id);
    expect((await open(q.id)).json()).toEqual([]);
    expect(await sweep()).toBe(0);
    expect((await open(newer.id)).json()).toEqual([]);
  });

  it('refuses strangers and other branches, and answers 404 for unknown ids', async () => {
    const { q } = await verifiedClient('Galli', 'GLLNNA80E42F205');
    expect((await open(q.id, 'paolo')).statusCode).toBe(404);
    expect((await open(q.id, 'nobody')).statusCode).toBe(403);
    expect((await req('GET', `/api/questionari/${q.id}/revisioni`)).statusCode).toBe(401);
    expect((await open('00000000-0000-4000-8000-000000000000')).json().errorCode).toBe('E0000007');
    expect((await open('non-un-id')).statusCode).toBe(404);
    const bad = await req('GET', '/api/questionari?f.revisioneRichiesta=forse', 'officer');
    expect(bad.json().total).toBe(0);
  });
});
