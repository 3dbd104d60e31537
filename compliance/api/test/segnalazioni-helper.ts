/**
 * What the report register's route tests share: a suite on the demo bank, a token per role, the API calls and the
 * bodies of a new SOS and whistleblowing report.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Suite } from '../src/app.ts';
import { run, type Db } from '../src/db/db.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';
import { signPeople } from './people.ts';

let idp: LocalIdp;
export let suite: Suite;
export const auth: Record<string, string> = {};
/** Marco's branch and clients, and a client of Paolo's branch. */
export const bank = { marcoBranch: '', marcoClient: '', paoloClient: '' };

export const get = (url: string, who?: string) =>
  suite.app.inject({ method: 'GET', url, headers: who ? { authorization: auth[who]! } : {} });
export const post = (url: string, who: string, payload: unknown) =>
  suite.app.inject({
    method: 'POST',
    url,
    headers: { authorization: auth[who]! },
    payload: payload as object,
  });
export const act = (id: string, who: string, payload: Record<string, unknown>) =>
  post(`/api/segnalazioni/${id}/transizioni`, who, payload);
export const auditEntries = async () => (await suite.services.audit.verify()).entries;

export async function daysAgo(days: number): Promise<string> {
  const result = await run(
    suite.handle.db as Db,
    sql`SELECT to_char((now() AT TIME ZONE 'Europe/Rome')::date - ${days}::int, 'YYYY-MM-DD') AS day`,
  );
  return String((result.rows[0] as { day: string }).day);
}

export const sos = (extra: Record<string, unknown> = {}) => ({
  tipo: 'SOS',
  oggetto: 'Bonifici frazionati verso l’estero',
  descrizione: 'Serie di bonifici sotto soglia verso un paese a rischio, senza motivazione economica.',
  soggettoId: bank.marcoClient,
  tipoSospetto: 'RICICLAGGIO',
  codiceFenomeno: 'E08',
  livelloRischio: 4,
  ...extra,
});
export const wb = (extra: Record<string, unknown> = {}) => ({
  tipo: 'WHISTLEBLOWING',
  oggetto: 'Adeguata verifica omessa',
  descrizione: 'Un collega apre rapporti senza completare l’adeguata verifica dei titolari effettivi.',
  canale: 'PIATTAFORMA',
  categoria: 'ANTIRICICLAGGIO',
  gestori: [],
  ...extra,
});

/** Files a report as `who` and answers its id. */
export async function file(who: string, body: Record<string, unknown>): Promise<string> {
  const res = await post('/api/segnalazioni', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
export const detail = async (id: string, who = 'officer') =>
  (await get(`/api/segnalazioni/${id}`, who)).json();
export const listIds = async (who: string, query = '') =>
  (await get(`/api/segnalazioni?pageSize=100${query}`, who)).json().items.map((i: { id: string }) => i.id);

/**
 * Registers the file's suite: the demo bank (40 clients, 400 operations), signed tokens for every role, and Anna,
 * an AML officer also assigned as operator at Marco's branch.
 */
export function setupSegnalazioniSuite(): void {
  beforeAll(async () => {
    idp = await startLocalIdp();
    suite = await buildTestSuite({ SUITE_IDP_URL: idp.url, SUITE_DEMO_DOCUMENTS: 'false' });
    Object.assign(
      auth,
      await signPeople(idp, {
        // an AML officer who is also assigned as operator at Marco's branch
        anna: ['anna.verdi@example.com', ['aml-officers', 'operators']],
      }),
    );
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
}

/**
 * Files an SOS as the officer, detected `ago` days ago, and takes it through both levels to the UIF (protocol
 * `protocollo`, sent today); answers its id. The report is then at version 4.
 */
export async function transmitted(protocollo: string, extra: Record<string, unknown> = {}): Promise<string> {
  const id = await file('officer', sos({ dataRilevazione: await daysAgo(5), ...extra }));
  const steps = [
    { azione: 'invia', motivazione: 'Bozza completa, al primo livello.' },
    { azione: 'inoltra', motivazione: 'Anomalia confermata: al delegato SOS.' },
    {
      azione: 'trasmetti',
      motivazione: 'Fondato sospetto di riciclaggio.',
      protocolloUif: protocollo,
      dataInvioUif: await daysAgo(2),
    },
  ];
  for (const [i, step] of steps.entries()) {
    const res = await act(id, i < 2 ? 'officer' : 'delegate', { ...step, version: i + 1 });
    expect(res.statusCode, res.body).toBe(200);
  }
  return id;
}
