import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cruscotto, SoggettoInput } from '@compliance/shared';
import type { Suite } from '../src/app.ts';
import { run } from '../src/db/db.ts';
import type { QuestionarioDemoRiga } from '../src/questionari/questionari.repository.ts';
import { questionariRepository } from '../src/questionari/questionari.repository.ts';
import { soggettiRepository } from '../src/soggetti/soggetti.repository.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';
import { signPeople } from './people.ts';

/**
 * The questionnaire dashboards (issue 9) on constructed data: branch A holds ten clients whose questionnaires give
 * every figure a known non-zero value; branch B has none. Operators see only their branch; the AML officer sees
 * all, and every value equals the total of the list its filters open.
 */
let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};
const branch = { A: '', B: '' };
type Who = 'officer' | 'auditor' | 'anna' | 'bruno' | 'nobody';
const get = (url: string, who: Who) => suite.app.inject({ url, headers: { authorization: auth[who]! } });
const board = async (id: string, who: Who) => {
  const res = await get(`/api/cruscotti/${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Cruscotto;
};
/** The values of figure `figura` by key (`base` values under `<key>/base`). */
function values(c: Cruscotto, figura: string): Record<string, number> {
  const f = c.figure.find((x) => x.id === figura);
  expect(f, figura).toBeDefined();
  const out: Record<string, number> = {};
  for (const v of f!.voci) {
    out[v.chiave] = v.valore;
    if (v.base) out[`${v.chiave}/base`] = v.base.valore;
  }
  return out;
}
const LIST_PATH = {
  questionari: '/api/questionari',
  soggetti: '/api/soggetti',
  documenti: '/api/documenti',
} as const;
/** The total of the list a figure value opens, read as `who`. */
async function listTotal(elenco: keyof typeof LIST_PATH, filtri: Record<string, string>, who: Who) {
  const params = new URLSearchParams(Object.entries(filtri).map(([k, v]) => [`f.${k}`, v]));
  const res = await get(`${LIST_PATH[elenco]}?${params}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total as number;
}

function plus(today: string, days: number) {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  idp = await startLocalIdp();
  suite = await buildTestSuite({ SUITE_IDP_URL: idp.url, SUITE_DEMO_DOCUMENTS: 'false' });
  Object.assign(
    auth,
    await signPeople(idp, {
      anna: ['anna.cruscotti@example.com', ['operators']],
      bruno: ['bruno.cruscotti@example.com', ['operators']],
    }),
  );
  const { services, handle } = suite;
  const db = handle.db;
  const istitutoId = String(
    ((await run(db, sql`SELECT id::text AS id FROM istituti LIMIT 1`)).rows[0] as { id: string }).id,
  );
  for (const [key, cab] of [
    ['A', '99001'],
    ['B', '99002'],
  ] as const) {
    const d = await services.dipendenze.create('system', {
      istitutoId,
      codiceCab: cab,
      denominazione: `Filiale cruscotti ${key}`,
      tipo: 'FILIALE',
      stato: 'ATTIVA',
    });
    branch[key] = d.id;
  }
  await services.access.assign('anna.cruscotti@example.com', branch.A);
  await services.access.assign('bruno.cruscotti@example.com', branch.B);
  const inputs = Array.from({ length: 10 }, (_, i) => ({
    tipoPersona: 'PF',
    dipendenzaId: branch.A,
    codiceFiscale: `CRSTST80A01H50${i}X`,
    cognome: `Cruscotto${i + 1}`,
    nome: 'Cliente',
    ...(i === 0 ? { pep: true } : {}),
  })) as unknown as SoggettoInput[];
  const c = (await soggettiRepository.insertMany(db, inputs)).map((r) => r.id);
  const today = ((await run(db, sql`SELECT current_date::text AS d`)).rows[0] as { d: string }).d;
  const PF = (await questionariRepository.currentModel(db, 'PF'))!;
  const base = { modelloId: PF.id, risposte: {}, punteggio: 10, autore: 'anna.cruscotti@example.com' };
  const verified = (
    soggetto: string,
    numero: number,
    classe: string,
    revisione: number,
    override?: string,
  ) => ({
    ...base,
    soggettoId: soggetto,
    numero,
    stato: 'VERIFICATO',
    classeCalcolata: classe,
    ...(override ? { classeOverride: override, motivazioneOverride: 'Operatività estera' } : {}),
    inviatoDa: base.autore,
    verificatore: 'giulia.rossi@example.com',
    dataVerifica: plus(today, revisione - 365),
    dataRevisione: plus(today, revisione),
    impronta: createHash('sha256').update(`${soggetto}/${numero}`).digest('hex'),
  });
  const rows = [
    verified(c[0]!, 1, 'MEDIO', 20), // PEP, due in 20 days, no enhanced CDD
    verified(c[1]!, 1, 'ALTO', 200), // enhanced CDD in place
    verified(c[2]!, 1, 'BASSO', -10), // expired…
    {
      ...base,
      soggettoId: c[2]!,
      numero: 2,
      stato: 'INVIATO',
      classeCalcolata: 'ALTO',
      inviatoDa: base.autore,
    }, // …and now high risk
    verified(c[3]!, 1, 'MEDIO', 50, 'ALTO'), // override, due in 50 days, enhanced CDD in place
    verified(c[4]!, 1, 'BASSO', -400), // superseded by number 2
    verified(c[4]!, 2, 'BASSO', 80),
    {
      ...base,
      soggettoId: c[5]!,
      numero: 1,
      stato: 'IN_VERIFICA',
      classeCalcolata: 'MEDIO',
      inviatoDa: base.autore,
      verificatore: 'giulia.rossi@example.com',
    },
    { ...base, soggettoId: c[6]!, numero: 1, stato: 'BOZZA', classeCalcolata: 'BASSO' },
    {
      ...base,
      soggettoId: c[7]!,
      numero: 1,
      stato: 'RESPINTO',
      classeCalcolata: 'BASSO',
      inviatoDa: base.autore,
      verificatore: 'giulia.rossi@example.com',
      motivazioneRespinto: 'Documenti mancanti',
    },
    { ...base, soggettoId: c[9]!, numero: 1, stato: 'COMPILATO', classeCalcolata: 'BASSO' },
  ] as unknown as QuestionarioDemoRiga[];
  await questionariRepository.insertMany(db, rows);
  // the backlog's age: sent 20 days ago, taken for verification 70 days ago
  await run(
    db,
    sql`UPDATE questionari SET updated_at = now() - interval '20 days'
    WHERE soggetto_id = ${c[2]!}::uuid AND numero = 2`,
  );
  await run(
    db,
    sql`UPDATE questionari SET updated_at = now() - interval '70 days' WHERE soggetto_id = ${c[5]!}::uuid`,
  );
  // identity documents of branch A's clients: one expiring in 10 days, one in 45, one expired; a passport in 120 days;
  // a company register extract expiring in 10 days (not an identity document)
  const documento = (soggetto: string, tipo: string, scadenza: number, n: number) =>
    sql`INSERT INTO documenti (tipo, soggetto_id, dipendenza_id, numero, data_scadenza, nome_file, content_type,
        dimensione, sha256, chiave, conserva_fino_al, caricato_da)
      VALUES (${tipo}, ${soggetto}::uuid, ${branch.A}::uuid, ${`DOC${n}`}, ${plus(today, scadenza)}::date,
        ${`doc${n}.pdf`}, 'application/pdf', 100, ${'0'.repeat(64)}, ${`cruscotti/doc${n}`},
        ${plus(today, 3650)}::date, 'anna.cruscotti@example.com')`;
  await run(db, documento(c[0]!, 'DOC_IDENTITA', 10, 1));
  await run(db, documento(c[1]!, 'PATENTE', 45, 2));
  await run(db, documento(c[2]!, 'DOC_IDENTITA', -3, 3));
  await run(db, documento(c[3]!, 'PASSAPORTO', 120, 4));
  await run(db, documento(c[4]!, 'VISURA_CAMERALE', 10, 5));
  // an early review requested on client 2's verification (it became a PEP's relative, say)
  await run(
    db,
    sql`INSERT INTO revisioni_anticipate (soggetto_id, questionario_id, evento, motivo, riferimento_entita,
        riferimento_id, richiesta_da)
      SELECT soggetto_id, id, 'PEP', 'Familiare di una persona politicamente esposta', 'soggetto',
        soggetto_id::text, 'giulia.rossi@example.com' FROM questionari WHERE soggetto_id = ${c[1]!}::uuid`,
  );
});
afterAll(async () => {
  await suite?.app.close();
  await idp?.close();
});

describe('monitoraggioquestionari', () => {
  it("counts each figure right for the branch's operator", async () => {
    const m = await board('monitoraggioquestionari', 'anna');
    expect(values(m, 'per-stato')).toEqual({
      BOZZA: 1,
      COMPILATO: 1,
      INVIATO: 1,
      IN_VERIFICA: 1,
      VERIFICATO: 4,
      RESPINTO: 1,
      SCADUTO: 2,
    });
    expect(values(m, 'per-classe')).toEqual({ IRRILEVANTE: 0, BASSO: 2, MEDIO: 1, ALTO: 2 });
    expect(values(m, 'completamento-dipendenze')).toEqual({ [branch.A]: 4, [`${branch.A}/base`]: 10 });
    expect(values(m, 'arretrato-verifica')).toEqual({ '0-15': 0, '16-30': 1, '31-60': 0, '>60': 1 });
    expect(values(m, 'av-rafforzata')).toEqual({ MANCANTE_PEP: 1, MANCANTE_ALTO: 1 });
    expect(values(m, 'override')).toEqual({ override: 1 });
    expect(values(m, 'scadenze')).toEqual({ 'entro-30': 1, 'entro-60': 2, 'entro-90': 3, scaduti: 1 });
  });

  it('gives an operator of another branch zeros and no branch of others', async () => {
    const m = await board('monitoraggioquestionari', 'bruno');
    for (const f of m.figure) for (const v of f.voci) expect(v.valore, `${f.id}/${v.chiave}`).toBe(0);
    expect(values(m, 'completamento-dipendenze')).toEqual({ [branch.B]: 0, [`${branch.B}/base`]: 0 });
  });

  it('gives the officer and the auditor every branch, each value the total of the list it opens', async () => {
    const m = await board('monitoraggioquestionari', 'officer');
    expect(await board('monitoraggioquestionari', 'auditor')).toEqual(m);
    const branches = m.figure.find((f) => f.id === 'completamento-dipendenze')!.voci;
    expect(branches.length).toBeGreaterThan(2);
    expect(values(m, 'completamento-dipendenze')[branch.A]).toBe(4);
    for (const f of m.figure) {
      for (const v of f.voci) {
        expect(await listTotal(v.elenco, v.filtri, 'officer'), `${f.id}/${v.chiave}`).toBe(v.valore);
        if (v.base) expect(await listTotal(v.base.elenco, v.base.filtri, 'officer')).toBe(v.base.valore);
      }
    }
  });

  it("opens, for the operator, exactly the rows counted: the backlog's and the missing enhanced CDD's", async () => {
    const m = await board('monitoraggioquestionari', 'anna');
    for (const f of m.figure) {
      for (const v of f.voci) {
        expect(await listTotal(v.elenco, v.filtri, 'anna'), `${f.id}/${v.chiave}`).toBe(v.valore);
      }
    }
    const pep = m.figure.find((f) => f.id === 'av-rafforzata')!.voci[0]!;
    const res = await get(`/api/soggetti?f.avRafforzata=${pep.filtri.avRafforzata}`, 'anna');
    expect(res.json().items.map((i: { nominativo: string }) => i.nominativo)).toEqual(['Cruscotto1 Cliente']);
  });

  it('refuses a reader without a suite role and a request without a token', async () => {
    expect((await get('/api/cruscotti/monitoraggioquestionari', 'nobody')).statusCode).toBe(403);
    const anonymous = await suite.app.inject({ url: '/api/cruscotti/inscadenza' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBeDefined();
  });
});

describe('inscadenza', () => {
  it('counts the windows and the branches, each opening its list', async () => {
    const s = await board('inscadenza', 'anna');
    expect(values(s, 'scadenze')).toEqual({ 'entro-30': 1, 'entro-60': 2, 'entro-90': 3, scaduti: 1 });
    expect(values(s, 'scadenze-dipendenze')).toEqual({ [branch.A]: 3, [`${branch.A}/base`]: 4 });
    expect(values(s, 'scaduti-dipendenze')).toEqual({ [branch.A]: 1 });
    expect(values(s, 'revisioni-anticipate')).toEqual({ aperte: 1 });
    expect(values(s, 'documenti-riconoscimento')).toEqual({
      'entro-30': 1,
      'entro-60': 2,
      'entro-90': 2,
      scaduti: 1,
    });
    for (const f of s.figure) {
      for (const v of f.voci) expect(await listTotal(v.elenco, v.filtri, 'anna')).toBe(v.valore);
    }
    const bruno = await board('inscadenza', 'bruno');
    expect(values(bruno, 'scadenze')).toEqual({ 'entro-30': 0, 'entro-60': 0, 'entro-90': 0, scaduti: 0 });
    expect(await listTotal('questionari', { ...s.figure[0]!.voci[2]!.filtri }, 'bruno')).toBe(0);
    expect(values(bruno, 'documenti-riconoscimento')).toEqual({
      'entro-30': 0,
      'entro-60': 0,
      'entro-90': 0,
      scaduti: 0,
    });
  });
});
