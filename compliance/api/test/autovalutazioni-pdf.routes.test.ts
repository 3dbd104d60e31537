import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { Suite } from '../src/app.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';
import { PEOPLE, signPeople } from './people.ts';

let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};
const PATH = '/api/autovalutazioni';
type Who = 'officer' | 'delegate' | 'auditor' | 'operator';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Who, payload?: object) =>
  suite.app.inject({ method, url, headers: who ? { authorization: auth[who]! } : {}, payload });

const CONTENT = {
  linee: [{ codice: 'RETAIL', peso: 100, motivazione: 'Unica linea', rischioInerente: 3, vulnerabilita: 2 }],
  interventi: [
    {
      descrizione: 'Formazione del personale',
      responsabile: 'Giulia Rossi',
      scadenza: '2061-03-31',
      stato: 'DA_AVVIARE',
    },
  ],
  giudizioComplessivo: 'Rischio residuo poco significativo.',
};

beforeAll(async () => {
  idp = await startLocalIdp();
  suite = await buildTestSuite({ SUITE_IDP_URL: idp.url, SUITE_DEMO_DOCUMENTS: 'false' });
  Object.assign(auth, await signPeople(idp, { operator: PEOPLE.marco }));
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

describe('GET /api/autovalutazioni/{id}/pdf', () => {
  it('serves an approved self-assessment as a PDF to its readers, and refuses drafts, operators and strangers', async () => {
    const draft = (await call('POST', PATH, 'delegate', { anno: 2060 })).json();
    const saved = (
      await call('PUT', `${PATH}/${draft.id}`, 'delegate', { ...CONTENT, version: draft.version })
    ).json();

    const early = await call('GET', `${PATH}/${draft.id}/pdf`, 'auditor');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errorCode: 'E0000130' });
    expect(early.json().errorCauses[0].errorSummary).toContain('2060');

    const sent = (
      await call('POST', `${PATH}/${draft.id}/transizioni`, 'delegate', {
        azione: 'invia',
        version: saved.version,
      })
    ).json();
    const approved = await call('POST', `${PATH}/${draft.id}/transizioni`, 'officer', {
      azione: 'approva',
      version: sent.version,
      riferimentoDelibera: 'CdA 3/2061',
    });
    expect(approved.statusCode).toBe(200);

    for (const who of ['auditor', 'officer', 'delegate'] as const) {
      const res = await call('GET', `${PATH}/${draft.id}/pdf`, who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="autovalutazione-2060.pdf"');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getTitle()).toBe('Autovalutazione antiriciclaggio 2060');
      expect(pdf.getSubject()).toBe('Autovalutazione dei rischi di riciclaggio');
      expect(pdf.getPageCount()).toBe(1);
    }

    const operator = await call('GET', `${PATH}/${draft.id}/pdf`, 'operator');
    expect(operator.statusCode).toBe(403);
    expect(operator.json().errorCode).toBe('E0000006');
    expect((await call('GET', `${PATH}/${draft.id}/pdf`)).statusCode).toBe(401);
  });

  it('answers 404 E0000007 for a malformed or unknown id', async () => {
    expect((await call('GET', `${PATH}/non-un-id/pdf`, 'auditor')).json().errorCode).toBe('E0000007');
    const missing = await call('GET', `${PATH}/00000000-0000-4000-8000-000000000000/pdf`, 'auditor');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('E0000007');
  });
});
