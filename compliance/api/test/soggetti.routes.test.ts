import { codiceFiscaleCheckChar, partitaIvaCheckDigit } from '@compliance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';
import { signPeople } from './people.ts';

let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};
let branches: { marco: string; paolo: string };

beforeAll(async () => {
  idp = await startLocalIdp();
  suite = await buildTestSuite({
    SUITE_IDP_URL: idp.url,
    SUITE_DEMO_CLIENTS: '0',
    SUITE_DEMO_OPERATIONS: '0',
  });
  Object.assign(auth, await signPeople(idp));
  branches = {
    marco: (await get('/api/dipendenze', 'marco')).json().items[0].id,
    paolo: (await get('/api/dipendenze', 'paolo')).json().items[0].id,
  };
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

const get = (url: string, who: string) =>
  suite.app.inject({ method: 'GET', url, headers: { authorization: auth[who]! } });
const send = (method: 'POST' | 'PUT', url: string, who: string, payload: object) =>
  suite.app.inject({ method, url, headers: { authorization: auth[who]! }, payload });

const cf = (first15: string) => first15 + codiceFiscaleCheckChar(first15);
const piva = (first10: string) => first10 + partitaIvaCheckDigit(first10);

const pf = () => ({
  tipoPersona: 'PF',
  dipendenzaId: branches.marco,
  cognome: 'Verdi',
  nome: 'Lucia',
  sesso: 'F',
  dataNascita: '1985-03-14',
  luogoNascita: 'Milano',
  codiceFiscale: cf('VRDLCU85C54F205'),
  indirizzo: 'Via Torino 5',
  cap: '20123',
  comune: 'Milano',
  provincia: 'MI',
  tipoDocumento: 'CARTA_IDENTITA',
  numeroDocumento: 'CA12345AB',
  documentoDataRilascio: '2020-01-10',
  documentoDataScadenza: '2030-01-10',
  pep: false,
});

const pg = () => ({
  tipoPersona: 'PG',
  dipendenzaId: branches.marco,
  denominazione: 'Officine Lombarde S.r.l.',
  formaGiuridica: 'SRL',
  partitaIva: piva('0123456789'),
  codiceFiscale: piva('0123456789'),
  indirizzo: 'Via Meccanica 1',
  comune: 'Sesto San Giovanni',
  provincia: 'MI',
  legaleRappresentante: 'Mario Neri',
  titolariEffettivi: [
    { cognome: 'Neri', nome: 'Mario', codiceFiscale: cf('NREMRA70A01F205'), quota: 60, pep: false },
    { cognome: 'Neri', nome: 'Anna', codiceFiscale: cf('NRENNA72B41F205'), quota: 40, pep: true },
  ],
});

describe('clients: POST, GET, PUT /api/soggetti', () => {
  it('enters a PF and a PG client, lists them by branch and keeps an audit entry for each change', async () => {
    const a = await send('POST', '/api/soggetti', 'officer', pf());
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ ...pf(), nominativo: 'Verdi Lucia', version: 1 });
    const b = await send('POST', '/api/soggetti', 'marco', pg());
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({ ...pg(), nominativo: 'Officine Lombarde S.r.l.' });
    expect(b.json().titolariEffettivi[1]).toEqual(pg().titolariEffettivi[1]);

    const list = (
      await get(`/api/soggetti?f.dipendenzaId=${branches.marco}&sort=nominativo`, 'officer')
    ).json();
    expect(list.items.map((s: { nominativo: string }) => s.nominativo)).toEqual([
      'Officine Lombarde S.r.l.',
      'Verdi Lucia',
    ]);
    expect((await get(`/api/soggetti?q=lombarde`, 'auditor')).json().total).toBe(1);
    expect((await get(`/api/soggetti?f.tipoPersona=PF`, 'auditor')).json().total).toBe(1);

    const audit = (await get(`/api/soggetti/${b.json().id}/audit`, 'auditor')).json();
    expect(audit).toMatchObject([{ action: 'soggetto.create', actor: 'marco.bianchi@example.com' }]);
    expect((await suite.services.audit.verify()).ok).toBe(true);
  });

  it('refuses a wrong tax-code check character, a bad VAT number and shares over 100 %, writing nothing', async () => {
    const before = (await get('/api/soggetti', 'officer')).json().total;
    const badCf = await send('POST', '/api/soggetti', 'officer', {
      ...pf(),
      codiceFiscale: 'VRDLCU85C54F205A',
    });
    expect(badCf.statusCode).toBe(400);
    expect(badCf.json()).toMatchObject({
      errorCode: 'E0000001',
      errorCauses: [
        {
          field: 'codiceFiscale',
          errorSummary: 'Il codice fiscale non è valido (controllare il carattere di controllo).',
        },
      ],
    });
    const badVat = await send('POST', '/api/soggetti', 'officer', { ...pg(), partitaIva: '01234567890' });
    expect(badVat.json().errorCauses[0].field).toBe('partitaIva');
    const owners = pg().titolariEffettivi.map((t) => ({ ...t, quota: 60 }));
    const over = await send('POST', '/api/soggetti', 'officer', { ...pg(), titolariEffettivi: owners });
    expect(over.statusCode).toBe(400);
    expect(over.json().errorCauses).toEqual([
      {
        field: 'titolariEffettivi',
        errorSummary: 'Le quote dei titolari effettivi sommano 120,00 %: non possono superare il 100 %.',
      },
    ]);
    const noKind = await send('POST', '/api/soggetti', 'officer', { ...pf(), tipoPersona: 'XX' });
    expect(noKind.json().errorCauses[0].field).toBe('tipoPersona');
    const missing = await send('POST', '/api/soggetti', 'officer', { tipoPersona: 'PF' });
    expect(missing.json().errorCauses.map((c: { field: string }) => c.field)).toContain('codiceFiscale');
    const unknownBranch = await send('POST', '/api/soggetti', 'officer', {
      ...pf(),
      dipendenzaId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownBranch.statusCode).toBe(400);
    expect((await get('/api/soggetti', 'officer')).json().total).toBe(before);
  });

  it('lets an operator see and write only their own branch, and an auditor write nothing', async () => {
    const elsewhere = await send('POST', '/api/soggetti', 'officer', {
      ...pf(),
      dipendenzaId: branches.paolo,
      cognome: 'Gialli',
    });
    const id = elsewhere.json().id;
    expect((await get(`/api/soggetti/${id}`, 'marco')).statusCode).toBe(404);
    expect((await get(`/api/soggetti/${id}/audit`, 'marco')).statusCode).toBe(404);
    expect((await get(`/api/soggetti/${id}`, 'paolo')).statusCode).toBe(200);
    expect((await get('/api/soggetti?q=gialli', 'marco')).json().total).toBe(0);
    const intoOther = await send('POST', '/api/soggetti', 'marco', { ...pf(), dipendenzaId: branches.paolo });
    expect(intoOther.statusCode).toBe(403);
    const mine = (await get('/api/soggetti?q=verdi', 'marco')).json().items[0];
    const current = (await get(`/api/soggetti/${mine.id}`, 'marco')).json();
    const moved = await send('PUT', `/api/soggetti/${mine.id}`, 'marco', {
      ...pf(),
      dipendenzaId: branches.paolo,
      version: current.version,
    });
    expect(moved.statusCode).toBe(403);
    expect((await send('POST', '/api/soggetti', 'auditor', pf())).statusCode).toBe(403);
    expect(
      (await send('PUT', `/api/soggetti/${mine.id}`, 'auditor', { ...pf(), version: 1 })).statusCode,
    ).toBe(403);
  });

  it('saves an edit with its version, refuses a stale one with 409 and records before and after', async () => {
    const mine = (await get('/api/soggetti?q=verdi', 'officer')).json().items[0];
    const current = (await get(`/api/soggetti/${mine.id}`, 'officer')).json();
    const saved = await send('PUT', `/api/soggetti/${mine.id}`, 'marco', {
      ...pf(),
      pep: true,
      version: current.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ pep: true, version: current.version + 1 });
    const stale = await send('PUT', `/api/soggetti/${mine.id}`, 'officer', {
      ...pf(),
      comune: 'Monza',
      version: current.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('E0000040');
    expect((await get(`/api/soggetti/${mine.id}`, 'officer')).json().comune).toBe('Milano');
    const audit = (await get(`/api/soggetti/${mine.id}/audit`, 'officer')).json();
    // becoming a PEP requires an early review (§1.4), recorded on the client while none is verified
    expect(audit[0]).toMatchObject({ action: 'questionario.revisioneRichiesta', after: { evento: 'PEP' } });
    expect(audit[1]).toMatchObject({
      action: 'soggetto.update',
      before: { pep: false },
      after: { pep: true },
    });
  });
});
