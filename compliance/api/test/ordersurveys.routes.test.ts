import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import { run } from '../src/db/db.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';
import { signPeople } from './people.ts';

let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};
/** Branch ids of the demo operators (marco: branch 0, paolo: branch 1) and a third branch nobody works at. */
const branch = { marco: '', paolo: '', other: '' };
const PATH = '/api/ordersurveys';

type Who = 'officer' | 'delegate' | 'auditor' | 'admin' | 'marco' | 'paolo' | 'unassigned' | 'nobody';
const req = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Who, payload?: unknown) =>
  suite.app.inject({
    method,
    url,
    headers: who ? { authorization: auth[who]! } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const auditCount = async () => (await suite.services.audit.verify()).entries;
const count = async (table: string) =>
  Number(
    (
      (await run(suite.handle.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows[0] as {
        n: number;
      }
    ).n,
  );

/** A draft campaign by the officer on PF clients of `branches`. */
async function draft(branches: string[], nome = 'Rinnovo adeguata verifica') {
  const res = await req('POST', PATH, 'officer', {
    nome,
    tipoPersona: 'PF',
    filtro: { revisione: 'TUTTE', dipendenzaIds: branches },
    giorniSollecito: 3,
    scadenzaRisposta: '2040-01-31',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const act = (id: string, who: Who, body: object) => req('POST', `${PATH}/${id}/transizioni`, who, body);

/** A running campaign over `branches`. */
async function launched(branches: string[], nome?: string) {
  const d = await draft(branches, nome);
  const res = await act(d.id, 'officer', { azione: 'lancia', version: d.version });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  idp = await startLocalIdp();
  suite = await buildTestSuite({
    SUITE_IDP_URL: idp.url,
    SUITE_DEMO_DOCUMENTS: 'false',
    SUITE_DEMO_CLIENTS: '120',
    SUITE_REMINDER_INTERVAL_MIN: '0',
  });
  Object.assign(auth, await signPeople(idp, { unassigned: ['ugo.neri@example.com', ['operators']] }));
  const firstBranch = async (who: Who) =>
    (await req('GET', '/api/soggetti?pageSize=20', who)).json().items[0].dipendenzaId as string;
  branch.marco = await firstBranch('marco');
  branch.paolo = await firstBranch('paolo');
  const all = (await req('GET', '/api/dipendenze?pageSize=100', 'officer')).json().items as { id: string }[];
  branch.other = all.find((b) => b.id !== branch.marco && b.id !== branch.paolo)!.id;
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

describe('drafts, preview and bad input', () => {
  it('lets only AML officers create, change and preview; others get 403 and nothing is written', async () => {
    const body = { nome: 'X', tipoPersona: 'PF', filtro: { revisione: 'TUTTE' } };
    const before = { audit: await auditCount(), campagne: await count('campagne') };
    for (const who of ['delegate', 'auditor', 'admin', 'marco', 'nobody'] as const) {
      expect((await req('POST', PATH, who, body)).statusCode, who).toBe(403);
      expect((await req('POST', `${PATH}/anteprima`, who, body)).statusCode, who).toBe(403);
    }
    expect((await req('POST', PATH, undefined, body)).statusCode).toBe(401);
    const d = await draft([branch.marco]);
    for (const who of ['delegate', 'auditor', 'admin', 'marco'] as const) {
      const res = await req('PUT', `${PATH}/${d.id}`, who, { ...body, version: d.version });
      expect(res.statusCode, who).toBe(403);
      expect((await act(d.id, who, { azione: 'lancia', version: d.version })).statusCode, who).toBe(403);
    }
    expect(await count('campagne')).toBe(before.campagne + 1);
    expect(await auditCount()).toBe(before.audit + 1);
  });

  it('refuses bad bodies with 400 E0000001 naming the field, writing nothing', async () => {
    const before = { audit: await auditCount(), campagne: await count('campagne') };
    const bad: [object, string][] = [
      [{ tipoPersona: 'PF', filtro: { revisione: 'TUTTE' } }, 'nome'],
      [{ nome: '   ', tipoPersona: 'PF', filtro: { revisione: 'TUTTE' } }, 'nome'],
      [{ nome: 'A', tipoPersona: 'XX', filtro: { revisione: 'TUTTE' } }, 'tipoPersona'],
      [{ nome: 'A', tipoPersona: 'PF', filtro: { revisione: 'IN_SCADENZA' } }, 'filtro'],
      [{ nome: 'A', tipoPersona: 'PF', filtro: { revisione: 'SCADUTA', giorni: 30 } }, 'filtro'],
      [{ nome: 'A', tipoPersona: 'PF', filtro: { revisione: 'TUTTE', dipendenzaIds: ['x'] } }, 'filtro'],
      [
        { nome: 'A', tipoPersona: 'PF', filtro: { revisione: 'TUTTE' }, giorniSollecito: 0 },
        'giorniSollecito',
      ],
      [{ nome: 'A', tipoPersona: 'PF', filtro: { revisione: 'TUTTE' }, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of bad) {
      const res = await req('POST', PATH, 'officer', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('E0000001');
      expect(res.json().errorCauses.map((c: { field: string }) => c.field)).toContain(field);
    }
    expect((await req('POST', `${PATH}/anteprima`, 'officer', { tipoPersona: 'PF' })).statusCode).toBe(400);
    expect((await req('GET', `${PATH}/not-a-uuid`, 'officer')).statusCode).toBe(404);
    expect((await req('GET', `${PATH}/00000000-0000-4000-8000-000000000000`, 'officer')).statusCode).toBe(
      404,
    );
    expect(await count('campagne')).toBe(before.campagne);
    expect(await auditCount()).toBe(before.audit);
  });

  it('previews the count of the clients a filter selects, as the client list counts them', async () => {
    const res = await req('POST', `${PATH}/anteprima`, 'officer', {
      tipoPersona: 'PF',
      filtro: { revisione: 'TUTTE', dipendenzaIds: [branch.marco] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const pf = (
      await req('GET', `/api/soggetti?f.tipoPersona=PF&f.dipendenzaId=${branch.marco}`, 'officer')
    ).json();
    expect(res.json().totale).toBe(pf.total);
    expect(res.json().clienti.length).toBe(Math.min(10, pf.total));
    const expired = await req('POST', `${PATH}/anteprima`, 'officer', {
      tipoPersona: 'PF',
      filtro: { revisione: 'IN_SCADENZA', giorni: 30, classiRischio: ['ALTO'] },
    });
    expect(expired.statusCode).toBe(200);
    expect(expired.json().totale).toBeLessThanOrEqual(res.json().totale + 1000);
  });

  it('changes a draft at its version; a stale version is 409 E0000040', async () => {
    const d = await draft([branch.marco]);
    const body = {
      nome: 'Nuovo nome',
      tipoPersona: 'PG',
      filtro: { revisione: 'SENZA_VERIFICA' },
      version: d.version,
    };
    const ok = await req('PUT', `${PATH}/${d.id}`, 'officer', body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      nome: 'Nuovo nome',
      tipoPersona: 'PG',
      stato: 'BOZZA',
      version: d.version + 1,
    });
    const stale = await req('PUT', `${PATH}/${d.id}`, 'officer', body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('E0000040');
  });
});

describe('launch, progress, reminders and close', () => {
  it('launches: one questionnaire per client (reusing an open one), one message each, frozen set, audited', async () => {
    const pf = (
      await req('GET', `/api/soggetti?f.tipoPersona=PF&f.dipendenzaId=${branch.marco}`, 'marco')
    ).json();
    const reused = pf.items[0].id as string;
    const open = await req('POST', '/api/questionari', 'marco', { soggettoId: reused, risposte: {} });
    expect(open.statusCode, open.body).toBe(201);
    const questionari = await count('questionari');
    const d = await draft([branch.marco, branch.paolo]);
    const preview = (
      await req('POST', `${PATH}/anteprima`, 'officer', { tipoPersona: 'PF', filtro: d.filtro })
    ).json().totale;
    const res = await act(d.id, 'officer', { azione: 'lancia', version: d.version });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({ stato: 'IN_CORSO', lanciataDa: 'giulia.rossi@example.com', clienti: preview });
    expect(c.avanzamento.BOZZA).toBeGreaterThanOrEqual(1);
    const mine = (await req('GET', `${PATH}/clienti?f.campagnaId=${c.id}&pageSize=100`, 'officer')).json();
    expect(mine.total).toBe(preview);
    const created = (await req('GET', `${PATH}/clienti?f.campagnaId=${c.id}&f.nuovo=Sì`, 'officer')).json();
    // the demo bank's open submissions (and the one above) are reused, every other client gets a new draft
    expect(created.total).toBeLessThan(preview);
    expect(await count('questionari')).toBe(questionari + created.total);
    const reusedRow = mine.items.find((r: { soggettoId: string }) => r.soggettoId === reused);
    expect(reusedRow).toMatchObject({ nuovo: 'No', numero: String(open.json().numero) });
    const messages = (await req('GET', `/api/outbox?campagnaId=${c.id}`, 'officer')).json();
    expect(messages).toHaveLength(preview);
    expect(
      messages.every((m: { tipo: string; stato: string }) => m.tipo === 'INVITO' && m.stato === 'ARCHIVIATO'),
    ).toBe(true);
    const toMarco = messages.find((m: { soggettoId: string }) => m.soggettoId === reused);
    expect(toMarco.destinatario).toBe('marco.bianchi@example.com');
    expect(toMarco.testo).toContain(
      `/questionari/questionario/${reused}/false/pagina/PF/${open.json().numero}`,
    );
    const audit = (await req('GET', `${PATH}/${c.id}/audit`, 'auditor')).json();
    expect(audit[0]).toMatchObject({ action: 'campagna.lancia', actor: 'giulia.rossi@example.com' });
    expect((await suite.services.audit.verify()).ok).toBe(true);
  });

  it('refuses every transition not allowed from the state, writing nothing', async () => {
    const c = await launched([branch.marco]);
    const before = { audit: await auditCount(), outbox: await count('outbox_messaggi') };
    const again = await act(c.id, 'officer', { azione: 'lancia', version: c.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('E0000110');
    const edit = await req('PUT', `${PATH}/${c.id}`, 'officer', {
      nome: 'Z',
      tipoPersona: 'PF',
      filtro: { revisione: 'TUTTE' },
      version: c.version,
    });
    expect(edit.json().errorCode).toBe('E0000111');
    expect((await act(c.id, 'officer', { azione: 'annulla', version: c.version })).statusCode).toBe(400);
    expect((await act(c.id, 'officer', { azione: 'chiudi', version: c.version - 1 })).json().errorCode).toBe(
      'E0000040',
    );
    expect((await act(c.id, 'officer', { azione: 'sposta', version: c.version })).statusCode).toBe(400);
    const d = await draft([branch.marco]);
    expect((await act(d.id, 'officer', { azione: 'chiudi', version: d.version })).json().errorCode).toBe(
      'E0000110',
    );
    const empty = await req('POST', PATH, 'officer', {
      nome: 'Vuota',
      tipoPersona: 'PG',
      filtro: {
        revisione: 'IN_SCADENZA',
        giorni: 1,
        classiRischio: ['IRRILEVANTE'],
        dipendenzaIds: [branch.other],
      },
    });
    const launchEmpty = await act(empty.json().id, 'officer', { azione: 'lancia', version: 1 });
    expect(launchEmpty.statusCode).toBe(409);
    expect(launchEmpty.json().errorCode).toBe('E0000112');
    expect((await req('GET', `${PATH}/${empty.json().id}`, 'officer')).json()).toMatchObject({
      stato: 'BOZZA',
      clienti: 0,
    });
    expect(await auditCount()).toBe(before.audit + 2);
    expect(await count('outbox_messaggi')).toBe(before.outbox);
  });

  it('sends reminders by hand to clients not yet sent, and automatically after the cadence', async () => {
    const c = await launched([branch.paolo], 'Solleciti');
    for (const who of ['auditor', 'paolo', 'delegate'] as const) {
      expect((await req('POST', `${PATH}/${c.id}/solleciti`, who, {})).statusCode).toBe(403);
    }
    const res = await req('POST', `${PATH}/${c.id}/solleciti`, 'officer', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().solleciti).toBe(c.clienti);
    const messages = (await req('GET', `${PATH}/${c.id}/messaggi`, 'officer')).json();
    expect(messages.filter((m: { tipo: string }) => m.tipo === 'SOLLECITO')).toHaveLength(c.clienti);
    expect(messages[0].oggetto).toMatch(/^Sollecito: /);
    expect((await req('GET', `${PATH}/${c.id}`, 'officer')).json().solleciti).toBe(c.clienti);
    // nothing is due yet: the last message is today
    expect(await suite.services.ordersurveys.autoRemind()).toBe(0);
    await run(
      suite.handle.db,
      sql`UPDATE campagna_clienti SET ultimo_messaggio = now() - interval '4 days' WHERE campagna_id = ${c.id}`,
    );
    expect(await suite.services.ordersurveys.autoRemind()).toBe(c.clienti);
    expect(await suite.services.ordersurveys.autoRemind()).toBe(0);
    const audit = (await req('GET', `${PATH}/${c.id}/audit`, 'officer')).json();
    expect(audit[0]).toMatchObject({ action: 'campagna.sollecito', actor: 'system' });
    expect(audit[1]).toMatchObject({ action: 'campagna.sollecito', actor: 'giulia.rossi@example.com' });
  });

  it('reminds nobody whose questionnaire is sent (409 E0000114) and nothing on a closed campaign', async () => {
    const c = await launched([branch.marco], 'Chiusura');
    const clients = (await req('GET', `${PATH}/clienti?f.campagnaId=${c.id}&pageSize=100`, 'officer')).json();
    const target = clients.items.find((r: { stato: string }) => r.stato === 'BOZZA');
    const sentBefore = (await req('GET', `${PATH}/${c.id}`, 'officer')).json().avanzamento.INVIATO ?? 0;
    const q = (
      await req('GET', `/api/questionari/cliente/${target.soggettoId}/${target.numero}`, 'marco')
    ).json();
    await run(suite.handle.db, sql`UPDATE questionari SET stato = 'INVIATO' WHERE id = ${q.id}`);
    const none = await req('POST', `${PATH}/${c.id}/solleciti`, 'officer', {
      soggettoIds: [target.soggettoId],
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().errorCode).toBe('E0000114');
    const progress = (await req('GET', `${PATH}/${c.id}`, 'officer')).json();
    expect(progress.avanzamento.INVIATO).toBe(sentBefore + 1);
    const sentList = (
      await req('GET', `${PATH}/clienti?f.campagnaId=${c.id}&f.stato=INVIATO`, 'officer')
    ).json();
    expect(sentList.total).toBe(sentBefore + 1);
    const closed = await act(c.id, 'officer', { azione: 'chiudi', version: c.version });
    expect(closed.json()).toMatchObject({ stato: 'CONCLUSA', chiusaDa: 'giulia.rossi@example.com' });
    const late = await req('POST', `${PATH}/${c.id}/solleciti`, 'officer', {});
    expect(late.json().errorCode).toBe('E0000110');
    const cancelled = await launched([branch.marco], 'Da annullare');
    const ann = await act(cancelled.id, 'officer', {
      azione: 'annulla',
      version: cancelled.version,
      motivazione: 'Lanciata per errore',
    });
    expect(ann.json()).toMatchObject({ stato: 'ANNULLATA', motivazioneAnnullamento: 'Lanciata per errore' });
    const audit = (await req('GET', `${PATH}/${c.id}/audit`, 'officer')).json();
    expect(audit[0].action).toBe('campagna.chiudi');
  });
});

describe('reply deadline (compliance-domain.md §4.2: overdue counter)', () => {
  it('counts and lists the clients who have not answered once the deadline has passed, within the reader’s view', async () => {
    const c = await launched([branch.marco, branch.paolo], 'Scadenza risposta');
    expect(c.inRitardo).toBe(0);
    const clients = (await req('GET', `${PATH}/clienti?f.campagnaId=${c.id}&pageSize=100`, 'officer')).json();
    const notSent = clients.items.filter((r: { stato: string }) =>
      ['BOZZA', 'COMPILATO', 'RESPINTO'].includes(r.stato),
    );
    expect(notSent.length).toBeGreaterThan(1);
    expect(clients.items.every((r: { inRitardo: string }) => r.inRitardo === 'No')).toBe(true);

    // the deadline passes; one client answers
    await run(
      suite.handle.db,
      sql`UPDATE campagne SET scadenza_risposta = current_date - 1 WHERE id = ${c.id}`,
    );
    // (a client of marco's branch: the Home test below counts the answers of paolo's)
    const answered = notSent.find((r: { dipendenzaId: string }) => r.dipendenzaId === branch.marco) as {
      soggettoId: string;
      numero: number;
    };
    await run(
      suite.handle.db,
      sql`UPDATE questionari SET stato = 'INVIATO'
        WHERE soggetto_id = ${answered.soggettoId} AND numero = ${answered.numero}`,
    );
    const overdue = notSent.length - 1;
    expect((await req('GET', `${PATH}/${c.id}`, 'officer')).json().inRitardo).toBe(overdue);
    const listed = (
      await req('GET', `${PATH}/clienti?f.campagnaId=${c.id}&f.inRitardo=S%C3%AC&pageSize=100`, 'officer')
    ).json();
    expect(listed.total).toBe(overdue);
    expect(listed.items.map((r: { soggettoId: string }) => r.soggettoId)).not.toContain(answered.soggettoId);
    // an operator counts only their branch's clients
    const marco = (await req('GET', `${PATH}/${c.id}`, 'marco')).json();
    const marcoListed = (
      await req('GET', `${PATH}/clienti?f.campagnaId=${c.id}&f.inRitardo=S%C3%AC&pageSize=100`, 'marco')
    ).json();
    expect(marco.inRitardo).toBe(marcoListed.total);
    expect(marco.inRitardo).toBeLessThan(overdue);
  });
});

describe('visibility', () => {
  it('shows an operator only campaigns with clients of their branch, counted on those clients', async () => {
    const both = await launched([branch.marco, branch.paolo], 'Due filiali');
    const paoloOnly = await launched([branch.paolo], 'Solo Paolo');
    const marcoView = (await req('GET', `${PATH}/${both.id}`, 'marco')).json();
    const marcoClients = (
      await req('GET', `${PATH}/clienti?f.campagnaId=${both.id}&pageSize=100`, 'marco')
    ).json();
    expect(marcoView.clienti).toBe(marcoClients.total);
    expect(marcoView.clienti).toBeLessThan(both.clienti);
    expect(marcoClients.items.every((r: { dipendenzaId: string }) => r.dipendenzaId === branch.marco)).toBe(
      true,
    );
    const hidden = await req('GET', `${PATH}/${paoloOnly.id}`, 'marco');
    expect(hidden.statusCode).toBe(404);
    expect((await req('GET', `${PATH}/${paoloOnly.id}/messaggi`, 'marco')).statusCode).toBe(404);
    expect((await req('GET', `${PATH}/${paoloOnly.id}/audit`, 'marco')).statusCode).toBe(404);
    const list = (await req('GET', `${PATH}?pageSize=100`, 'marco')).json();
    expect(list.items.map((r: { id: string }) => r.id)).toContain(both.id);
    expect(list.items.map((r: { id: string }) => r.id)).not.toContain(paoloOnly.id);
    expect((await req('GET', `${PATH}/clienti?f.campagnaId=${paoloOnly.id}`, 'marco')).json().total).toBe(0);
    const msgs = (await req('GET', `${PATH}/${both.id}/messaggi`, 'marco')).json();
    expect(msgs.length).toBe(marcoView.clienti);
    expect((await req('GET', '/api/outbox', 'marco')).statusCode).toBe(403);
    expect((await req('GET', '/api/outbox', 'auditor')).statusCode).toBe(403);
    expect((await req('GET', '/api/outbox?limit=0', 'officer')).statusCode).toBe(400);
  });

  it('gives an operator with no branch nothing, not even a count; auditors read everything', async () => {
    const c = await launched([branch.marco], 'Nessuna filiale');
    expect((await req('GET', `${PATH}?pageSize=100`, 'unassigned')).json().total).toBe(0);
    expect((await req('GET', `${PATH}/${c.id}`, 'unassigned')).statusCode).toBe(404);
    expect((await req('GET', `${PATH}/clienti?f.campagnaId=${c.id}`, 'unassigned')).json().total).toBe(0);
    const home = (await req('GET', '/api/home', 'unassigned')).json();
    expect(home).toMatchObject({ campagneInCorso: [], campagneInCorsoTotale: 0 });
    const audited = (await req('GET', `${PATH}/${c.id}`, 'auditor')).json();
    expect(audited.clienti).toBe(c.clienti);
  });

  it('puts running campaigns on Home within the reader’s view', async () => {
    const c = await launched([branch.paolo], 'Home');
    const officer = (await req('GET', '/api/home', 'officer')).json();
    expect(officer.campagneInCorso.find((x: { id: string }) => x.id === c.id)).toMatchObject({
      nome: 'Home',
      clienti: c.clienti,
      risposte: 0,
      link: `/ordersurveys/ordersurvey/${c.id}/true/pagina`,
    });
    const marco = (await req('GET', '/api/home', 'marco')).json();
    expect(marco.campagneInCorso.map((x: { id: string }) => x.id)).not.toContain(c.id);
    expect(marco.campagneInCorsoTotale).toBeLessThan(officer.campagneInCorsoTotale);
  });
});
