import { oggiRoma } from '@compliance/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suite } from '../src/app.ts';
import { run, type Db } from '../src/db/db.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';
import { signPeople } from './people.ts';

// The self-assessment's sending to Banca d'Italia (design/compliance-domain.md §1.7: by 30 April of the following
// year; §4.1: INVIATA_BDI, scadenzaInvio). Approval happens today, so the years pick which side of the deadline
// today falls on: 2021's deadline (30/04/2022) has passed, 2030's has not (the demo bank holds the latest years).
let idp: LocalIdp;
let suite: Suite;
const auth: Record<string, string> = {};
const PATH = '/api/autovalutazioni';
type Who = 'officer' | 'delegate' | 'auditor' | 'marco';
const today = oggiRoma(new Date());
const dayOffset = (n: number) => oggiRoma(new Date(Date.now() + n * 86_400_000));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: unknown) =>
  suite.app.inject({
    method,
    url,
    headers: { authorization: auth[who]! },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const send = (id: string, who: Who, body: object) => call('POST', `${PATH}/${id}/invio-bdi`, who, body);

const COMPLETE = {
  linee: [{ codice: 'RETAIL', peso: 100, rischioInerente: 3, vulnerabilita: 2 }],
  interventi: [],
  giudizioComplessivo: 'Rischio residuo medio.',
};

/** A self-assessment of `anno` as far as `stato` (BOZZA or APPROVATA). */
async function assessment(anno: number, stato: 'BOZZA' | 'APPROVATA' = 'APPROVATA') {
  const draft = (await call('POST', PATH, 'delegate', { anno })).json();
  const saved = (
    await call('PUT', `${PATH}/${draft.id}`, 'delegate', { ...COMPLETE, version: draft.version })
  ).json();
  if (stato === 'BOZZA') return saved;
  const sent = (
    await call('POST', `${PATH}/${draft.id}/transizioni`, 'delegate', {
      azione: 'invia',
      version: saved.version,
    })
  ).json();
  const res = await call('POST', `${PATH}/${draft.id}/transizioni`, 'officer', {
    azione: 'approva',
    version: sent.version,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  idp = await startLocalIdp();
  suite = await buildTestSuite({ SUITE_IDP_URL: idp.url, SUITE_DEMO_DOCUMENTS: 'false' });
  Object.assign(auth, await signPeople(idp));
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

describe("sending to Banca d'Italia", () => {
  it('records the day and protocol after approval (AML officer only), audited; content unchanged', async () => {
    const a = await assessment(2030);
    expect(a).toMatchObject({ stato: 'APPROVATA', scadenzaInvio: '2031-04-30', invioInRitardo: false });
    const before = (await suite.services.audit.verify()).entries;
    const ok = { version: a.version, dataInvio: today, protocollo: ' BDI-2031-000123 ' };
    for (const who of ['delegate', 'auditor'] as const) {
      const res = await send(a.id, who, ok);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe(who === 'delegate' ? 'E0000150' : 'E0000006');
    }
    for (const [body, field] of [
      [{ version: a.version, dataInvio: today }, 'protocollo'],
      [{ version: a.version, dataInvio: today, protocollo: '   ' }, 'protocollo'],
      [{ version: a.version, protocollo: 'X' }, 'dataInvio'],
      [{ version: a.version, dataInvio: '30/04/2031', protocollo: 'X' }, 'dataInvio'],
      [{ version: a.version, dataInvio: dayOffset(2), protocollo: 'X' }, 'dataInvio'],
      [{ version: a.version, dataInvio: dayOffset(-2), protocollo: 'X' }, 'dataInvio'],
    ] as const) {
      const res = await send(a.id, 'officer', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'E0000001' });
      expect(res.json().errorCauses[0].field).toBe(field);
    }
    expect((await send(a.id, 'officer', { ...ok, version: a.version - 1 })).json().errorCode).toBe(
      'E0000040',
    );
    expect((await suite.services.audit.verify()).entries).toBe(before);

    const res = await send(a.id, 'officer', ok);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json();
    expect(sent).toMatchObject({
      stato: 'INVIATA_BDI',
      dataInvioBdi: today,
      protocolloBdi: 'BDI-2031-000123',
      invioBdiRegistratoDa: 'giulia.rossi@example.com',
      invioInRitardo: false,
      approvataDa: a.approvataDa,
      dataApprovazione: a.dataApprovazione,
      rischioResiduoComplessivo: a.rischioResiduoComplessivo,
      giudizioComplessivo: a.giudizioComplessivo,
    });
    expect(sent.linee).toEqual(a.linee);
    // a correction of the protocol is allowed and audited too
    const fixed = (
      await send(a.id, 'officer', { ...ok, version: sent.version, protocollo: 'BDI-2031-000124' })
    ).json();
    expect(fixed.protocolloBdi).toBe('BDI-2031-000124');
    const audit = (await call('GET', `${PATH}/${a.id}/audit`, 'auditor')).json();
    expect(audit.slice(0, 2).map((e: { action: string }) => e.action)).toEqual([
      'autovalutazione.invio_bdi',
      'autovalutazione.invio_bdi',
    ]);
    // still approved content: no edit, no transition, the PDF report is there
    expect(
      (await call('PUT', `${PATH}/${a.id}`, 'delegate', { ...COMPLETE, version: fixed.version })).json()
        .errorCode,
    ).toBe('E0000100');
    const pdf = await call('GET', `${PATH}/${a.id}/pdf`, 'auditor');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a draft (409 E0000101) and flags late ones: sent after 30 April, or unsent past it', async () => {
    const draft = await assessment(2031, 'BOZZA');
    const refused = await send(draft.id, 'officer', {
      version: draft.version,
      dataInvio: today,
      protocollo: 'X',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('E0000101');

    const late = await assessment(2021);
    expect(late).toMatchObject({ scadenzaInvio: '2022-04-30', invioInRitardo: true });
    const sentLate = (
      await send(late.id, 'officer', { version: late.version, dataInvio: today, protocollo: 'P-1' })
    ).json();
    expect(sentLate).toMatchObject({ stato: 'INVIATA_BDI', invioInRitardo: true });
    const unsent = await assessment(2022);
    expect(unsent).toMatchObject({ stato: 'APPROVATA', invioInRitardo: true });

    const list = (await call('GET', `${PATH}?f.invioInRitardo=Sì&pageSize=50`, 'auditor')).json();
    expect(list.items.map((i: { anno: string }) => Number(i.anno))).toEqual(
      expect.arrayContaining([2021, 2022]),
    );
    expect(list.items.map((i: { anno: string }) => Number(i.anno))).not.toContain(2030);
    const due = (await call('GET', `${PATH}?f.daInviare=Sì&pageSize=50`, 'auditor')).json();
    const dueYears = due.items.map((i: { anno: string }) => Number(i.anno));
    expect(dueYears).toContain(2022);
    expect(dueYears).not.toContain(2021);
    expect(dueYears).not.toContain(2030);
    // Home names the approved ones still to send, to those who read self-assessments only
    const home = (await call('GET', '/api/home', 'auditor')).json().autovalutazioniDaInviare;
    expect(home).toContainEqual({
      id: unsent.id,
      anno: 2022,
      scadenzaInvio: '2023-04-30',
      inRitardo: true,
      link: `/selfevaluations/selfevaluation/${unsent.id}/true/pagina`,
    });
    expect(home.map((h: { anno: number }) => h.anno)).not.toContain(2021);
    expect((await call('GET', '/api/home', 'marco')).json().autovalutazioniDaInviare).toEqual([]);
    const sentList = (await call('GET', `${PATH}?f.stato=INVIATA_BDI&pageSize=50`, 'auditor')).json();
    const row = sentList.items.find((i: { anno: string }) => Number(i.anno) === 2021);
    expect(row).toMatchObject({
      dataInvioBdi: today,
      protocolloBdi: 'P-1',
      invioInRitardo: 'Sì',
      scadenzaInvio: '2022-04-30',
    });
  });

  it('keeps approved and sent content frozen in the database: only the sending fields may change', async () => {
    const a = await assessment(2032);
    const sent = (
      await send(a.id, 'officer', { version: a.version, dataInvio: today, protocollo: 'P-9' })
    ).json();
    const db = suite.handle.db as Db;
    const refused = {
      cause: expect.objectContaining({ message: expect.stringContaining('approvata: non modificabile') }),
    };
    for (const change of [
      sql`UPDATE autovalutazioni SET giudizio_complessivo = 'altro' WHERE id = ${sent.id}`,
      sql`UPDATE autovalutazioni SET linee = '[]' WHERE id = ${sent.id}`,
      sql`UPDATE autovalutazioni SET protocollo_bdi = 'P-10', rischio_residuo_complessivo = 1 WHERE id = ${sent.id}`,
      sql`UPDATE autovalutazioni SET stato = 'APPROVATA', data_invio_bdi = NULL, protocollo_bdi = NULL WHERE id = ${sent.id}`,
      sql`UPDATE autovalutazioni SET stato = 'BOZZA' WHERE id = ${a.id}`,
      sql`DELETE FROM autovalutazioni WHERE id = ${sent.id}`,
    ]) {
      await expect(run(db, change)).rejects.toMatchObject(refused);
    }
    const other = await assessment(2033);
    await expect(
      run(db, sql`UPDATE autovalutazioni SET approvata_da = 'altro' WHERE id = ${other.id}`),
    ).rejects.toMatchObject(refused);
    // the sending fields alone pass the trigger
    await run(db, sql`UPDATE autovalutazioni SET protocollo_bdi = 'P-11' WHERE id = ${sent.id}`);
    const now = (await call('GET', `${PATH}/${sent.id}`, 'auditor')).json();
    expect(now).toMatchObject({ protocolloBdi: 'P-11', giudizioComplessivo: COMPLETE.giudizioComplessivo });
  });
});
