import { oggiRoma } from '@compliance/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import { run } from '../src/db/db.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';
import { signPeople } from './people.ts';

// Campaign scheduling and ending (design/compliance-domain.md §4.2 (1): PROGRAMMATA, CONCLUSA, dataInvio,
// channel). Time is driven through the service's clock (`tick(now)`), never by waiting.
let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};
let branchId = '';
const PATH = '/api/ordersurveys';
const DAY = 86_400_000;
/** The day `n` days from today (Europe/Rome), and noon of it as a clock. */
const day = (n: number) => oggiRoma(new Date(Date.now() + n * DAY));
const noonOf = (n: number) => new Date(`${day(n)}T12:00:00+01:00`);

type Who = 'officer' | 'auditor' | 'marco';
const req = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: unknown) =>
  suite.app.inject({
    method,
    url,
    headers: { authorization: auth[who]! },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const act = (id: string, body: object) => req('POST', `${PATH}/${id}/transizioni`, 'officer', body);
const get = async (id: string) => (await req('GET', `${PATH}/${id}`, 'officer')).json();

/** A draft on PF clients of the first operator's branch (or on nobody with `empty`). */
async function draft(nome: string, extra: object = {}, empty = false) {
  const res = await req('POST', PATH, 'officer', {
    nome,
    tipoPersona: 'PF',
    filtro: empty
      ? { revisione: 'IN_SCADENZA', giorni: 1, classiRischio: ['IRRILEVANTE'], dipendenzaIds: [branchId] }
      : { revisione: 'TUTTE', dipendenzaIds: [branchId] },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  idp = await startLocalIdp();
  suite = await buildTestSuite({
    SUITE_IDP_URL: idp.url,
    SUITE_DEMO_DOCUMENTS: 'false',
    SUITE_DEMO_CLIENTS: '60',
    SUITE_REMINDER_INTERVAL_MIN: '0',
  });
  Object.assign(auth, await signPeople(idp, {}));
  branchId = (await req('GET', '/api/soggetti?pageSize=20&f.tipoPersona=PF', 'officer')).json().items[0]
    .dipendenzaId;
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

describe('channel', () => {
  it('records the channel (default branch), lists and filters by it, names it in the messages', async () => {
    const plain = await draft('Canale predefinito');
    expect(plain.canale).toBe('FILIALE');
    const hb = await draft('Via home banking', { canale: 'HOME_BANKING' });
    expect(hb.canale).toBe('HOME_BANKING');
    const bad = await req('POST', PATH, 'officer', {
      nome: 'X',
      tipoPersona: 'PF',
      filtro: { revisione: 'TUTTE' },
      canale: 'PICCIONE',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCauses[0].field).toBe('canale');
    const list = (await req('GET', `${PATH}?f.canale=HOME_BANKING`, 'officer')).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([hb.id]);
    expect(list.items[0].canale).toBe('HOME_BANKING');
    const sent = (await act(hb.id, { azione: 'lancia', version: hb.version })).json();
    expect(sent).toMatchObject({ stato: 'IN_CORSO', dataInvio: day(0) });
    const messages = (await req('GET', `${PATH}/${hb.id}/messaggi`, 'officer')).json();
    expect(messages[0].testo).toContain('Canale della campagna: home banking.');
  });
});

describe('scheduling (PROGRAMMATA)', () => {
  it('schedules a draft for a future date, changes the date, takes it back to draft; audited', async () => {
    const d = await draft('Programmata', { scadenzaRisposta: day(30) });
    for (const [body, field] of [
      [{ azione: 'programma', version: d.version }, 'dataInvio'],
      [{ azione: 'programma', version: d.version, dataInvio: day(0) }, 'dataInvio'],
      [{ azione: 'programma', version: d.version, dataInvio: day(-3) }, 'dataInvio'],
      [{ azione: 'programma', version: d.version, dataInvio: '31/12/2030' }, 'dataInvio'],
      [{ azione: 'programma', version: d.version, dataInvio: day(31) }, 'dataInvio'],
      [{ azione: 'chiudi', version: d.version, dataInvio: day(3) }, 'dataInvio'],
    ] as const) {
      const res = await act(d.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'E0000001' });
      expect(res.json().errorCauses[0].field).toBe(field);
    }
    expect((await get(d.id)).stato).toBe('BOZZA');
    const p = await act(d.id, { azione: 'programma', version: d.version, dataInvio: day(5) });
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json()).toMatchObject({
      stato: 'PROGRAMMATA',
      dataInvio: day(5),
      programmataDa: 'giulia.rossi@example.com',
      clienti: 0,
    });
    const moved = (
      await act(d.id, { azione: 'programma', version: p.json().version, dataInvio: day(7) })
    ).json();
    expect(moved).toMatchObject({ stato: 'PROGRAMMATA', dataInvio: day(7) });
    // still not sent: it can be changed, but not reminded or closed
    const edit = await req('PUT', `${PATH}/${d.id}`, 'officer', {
      nome: 'Programmata (modificata)',
      tipoPersona: 'PF',
      filtro: { revisione: 'TUTTE', dipendenzaIds: [branchId] },
      scadenzaRisposta: day(40),
      canale: 'EMAIL',
      version: moved.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ stato: 'PROGRAMMATA', canale: 'EMAIL', dataInvio: day(7) });
    const early = await req('PUT', `${PATH}/${d.id}`, 'officer', {
      nome: 'X',
      tipoPersona: 'PF',
      filtro: { revisione: 'TUTTE' },
      scadenzaRisposta: day(6),
      version: edit.json().version,
    });
    expect(early.json().errorCauses[0].field).toBe('scadenzaRisposta');
    expect((await req('POST', `${PATH}/${d.id}/solleciti`, 'officer', {})).json().errorCode).toBe('E0000110');
    expect((await act(d.id, { azione: 'chiudi', version: edit.json().version })).json().errorCode).toBe(
      'E0000110',
    );
    const back = (await act(d.id, { azione: 'riporta_in_bozza', version: edit.json().version })).json();
    expect(back.stato).toBe('BOZZA');
    expect(back.dataInvio).toBeUndefined();
    expect(back.programmataDa).toBeUndefined();
    expect((await act(d.id, { azione: 'riporta_in_bozza', version: back.version })).json().errorCode).toBe(
      'E0000110',
    );
    const audit = (await req('GET', `${PATH}/${d.id}/audit`, 'auditor')).json();
    expect(audit.map((a: { action: string }) => a.action).slice(0, 4)).toEqual([
      'campagna.riporta_in_bozza',
      'campagna.update',
      'campagna.programma',
      'campagna.programma',
    ]);
    const listed = (await req('GET', `${PATH}?f.stato=BOZZA&q=modificata`, 'officer')).json();
    expect(listed.items.map((i: { id: string }) => i.id)).toContain(d.id);
  });

  it('is sent by the timer on its day (not before), as the system, with its invitations', async () => {
    const d = await draft('Invio programmato', { scadenzaRisposta: day(30) });
    const p = (await act(d.id, { azione: 'programma', version: d.version, dataInvio: day(2) })).json();
    const listed = (await req('GET', `${PATH}?f.stato=PROGRAMMATA`, 'officer')).json();
    expect(listed.items.find((i: { id: string }) => i.id === d.id)).toMatchObject({ dataInvio: day(2) });
    await suite.services.ordersurveys.tick(noonOf(1));
    expect(await get(d.id)).toMatchObject({ stato: 'PROGRAMMATA', clienti: 0 });
    expect((await req('GET', `/api/outbox?campagnaId=${d.id}`, 'officer')).json()).toHaveLength(0);
    const round = await suite.services.ordersurveys.tick(noonOf(2));
    expect(round.inviate).toBeGreaterThanOrEqual(1);
    const sent = await get(d.id);
    expect(sent).toMatchObject({ stato: 'IN_CORSO', lanciataDa: 'system', dataInvio: day(2) });
    expect(sent.clienti).toBeGreaterThan(0);
    expect(sent.programmataDa).toBe(p.programmataDa);
    const messages = (await req('GET', `/api/outbox?campagnaId=${d.id}`, 'officer')).json();
    expect(messages).toHaveLength(sent.clienti);
    expect(messages.every((m: { tipo: string }) => m.tipo === 'INVITO')).toBe(true);
    const audit = (await req('GET', `${PATH}/${d.id}/audit`, 'auditor')).json();
    expect(audit[0]).toMatchObject({ action: 'campagna.lancia', actor: 'system' });
    // a second round sends nothing again
    await suite.services.ordersurveys.tick(noonOf(2));
    expect((await req('GET', `/api/outbox?campagnaId=${d.id}`, 'officer')).json()).toHaveLength(sent.clienti);
  });

  it('goes back to draft with the reason when, on its day, the filter selects nobody', async () => {
    const d = await draft('Nessun destinatario', {}, true);
    await act(d.id, { azione: 'programma', version: d.version, dataInvio: day(1) });
    await suite.services.ordersurveys.tick(noonOf(1));
    const after = await get(d.id);
    expect(after.stato).toBe('BOZZA');
    expect(after.esitoInvio).toContain('Il filtro non seleziona alcun cliente');
    const audit = (await req('GET', `${PATH}/${d.id}/audit`, 'auditor')).json();
    expect(audit[0]).toMatchObject({ action: 'campagna.invio_non_riuscito', actor: 'system' });
    const again = (
      await act(d.id, { azione: 'programma', version: after.version, dataInvio: day(4) })
    ).json();
    expect(again.esitoInvio).toBeUndefined();
    const cancelled = await act(d.id, {
      azione: 'annulla',
      version: again.version,
      motivazione: 'Non serve',
    });
    expect(cancelled.json()).toMatchObject({ stato: 'ANNULLATA' });
  });
});

describe('ending (CONCLUSA)', () => {
  it('ends a running campaign after its reply deadline, and one whose clients have all answered', async () => {
    const byDate = await draft('Scade presto', { scadenzaRisposta: day(3) });
    const running = (await act(byDate.id, { azione: 'lancia', version: byDate.version })).json();
    const answered = await draft('Tutti rispondono', { scadenzaRisposta: day(60) });
    const running2 = (await act(answered.id, { azione: 'lancia', version: answered.version })).json();

    // the deadline day itself still counts: nothing ends
    await suite.services.ordersurveys.tick(noonOf(3));
    expect((await get(byDate.id)).stato).toBe('IN_CORSO');
    await suite.services.ordersurveys.tick(noonOf(4));
    expect(await get(byDate.id)).toMatchObject({ stato: 'CONCLUSA', chiusaDa: 'system' });
    const audit = (await req('GET', `${PATH}/${byDate.id}/audit`, 'auditor')).json();
    expect(audit[0]).toMatchObject({ action: 'campagna.conclusa', actor: 'system' });
    expect(
      (await act(byDate.id, { azione: 'annulla', version: running.version + 1, motivazione: 'x' })).json(),
    ).toMatchObject({ errorCode: 'E0000110' });

    expect((await get(answered.id)).stato).toBe('IN_CORSO');
    await run(
      suite.handle.db,
      sql`UPDATE questionari SET stato = 'INVIATO' WHERE id IN
        (SELECT questionario_id FROM campagna_clienti WHERE campagna_id = ${running2.id})`,
    );
    // a campaign over every branch still waits for answers
    const open = (
      await req('POST', PATH, 'officer', {
        nome: 'Resta aperta',
        tipoPersona: 'PF',
        filtro: { revisione: 'TUTTE' },
        scadenzaRisposta: day(60),
      })
    ).json();
    await act(open.id, { azione: 'lancia', version: open.version });
    await suite.services.ordersurveys.tick();
    expect(await get(answered.id)).toMatchObject({ stato: 'CONCLUSA', chiusaDa: 'system' });
    expect((await get(open.id)).stato).toBe('IN_CORSO');
    const concluse = (await req('GET', `${PATH}?f.stato=CONCLUSA`, 'officer')).json();
    expect(concluse.items.map((i: { id: string }) => i.id)).toEqual(
      expect.arrayContaining([byDate.id, answered.id]),
    );
  });

  it('keeps no campaign in the old CHIUSA state: the database refuses it', async () => {
    const d = await draft('Vecchio stato');
    await expect(
      run(suite.handle.db, sql`UPDATE campagne SET stato = 'CHIUSA' WHERE id = ${d.id}`),
    ).rejects.toThrow();
  });
});
