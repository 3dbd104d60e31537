import { describe, expect, it } from 'vitest';
import {
  act,
  auditEntries,
  bank,
  detail,
  file,
  get,
  listIds,
  post,
  setupSegnalazioniSuite,
  sos,
  suite,
  wb,
  daysAgo,
} from './segnalazioni-helper.ts';

setupSegnalazioniSuite();

describe('POST /api/segnalazioni (filing)', () => {
  it('lets the AML officer draft an SOS linking the client’s operations, with their total amount', async () => {
    const ops = (await get(`/api/operazioni?f.soggettoId=${bank.marcoClient}`, 'officer')).json().items;
    const res = await post(
      '/api/segnalazioni',
      'officer',
      sos({
        dataRilevazione: await daysAgo(2),
        operazioneIds: ops.slice(0, 2).map((o: { id: string }) => o.id),
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ leggibile: true });
    const s = await detail(res.json().id);
    expect(s).toMatchObject({ tipo: 'SOS', stato: 'BOZZA', segnalante: 'giulia.rossi@example.com' });
    expect(s.dipendenzaId).toBe(bank.marcoBranch);
    expect(s.operazioni).toHaveLength(Math.min(2, ops.length));
    expect(s.importoEur).toBe(
      ops.slice(0, 2).reduce((t: number, o: { importoEur: string }) => t + Number(o.importoEur), 0),
    );
    expect(s.soggetti[0].id).toBe(bank.marcoClient);
    expect(s.azioni).toEqual(['invia', 'archivia']);
  });

  it('lets a branch operator file an internal report that they cannot read back', async () => {
    const res = await post('/api/segnalazioni', 'marco', sos({ dataRilevazione: await daysAgo(1) }));
    expect(res.statusCode).toBe(201);
    expect(res.json().leggibile).toBe(false);
    const id = res.json().id as string;
    expect((await get(`/api/segnalazioni/${id}`, 'marco')).statusCode).toBe(404);
    expect(await listIds('marco')).toEqual([]);
    const s = await detail(id);
    expect(s).toMatchObject({
      stato: 'IN_VALUTAZIONE_1L',
      origine: 'OPERATORE',
      segnalante: 'marco.bianchi@example.com',
    });
  });

  it('refuses an operator’s report on a client of another branch (403 E0000006)', async () => {
    const res = await post(
      '/api/segnalazioni',
      'marco',
      sos({ soggettoId: bank.paoloClient, dataRilevazione: await daysAgo(1) }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('E0000006');
  });

  it('refuses filing to auditors and administrators, and whistleblowing registration to operators (403 E0000091)', async () => {
    const day = await daysAgo(1);
    for (const who of ['auditor', 'admin']) {
      const res = await post('/api/segnalazioni', who, sos({ dataRilevazione: day }));
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('E0000091');
    }
    const res = await post('/api/segnalazioni', 'marco', wb({ dataRicezione: day }));
    expect(res.json().errorCode).toBe('E0000091');
    expect((await post('/api/segnalazioni', 'nobody', sos({ dataRilevazione: day }))).statusCode).toBe(403);
    expect(
      (await suite.app.inject({ method: 'POST', url: '/api/segnalazioni', payload: sos() })).statusCode,
    ).toBe(401);
  });

  it('answers 400 with a cause per bad field and per unrelated linked record, writing nothing', async () => {
    const before = await auditEntries();
    const bad = await post('/api/segnalazioni', 'officer', { tipo: 'SOS', oggetto: 'x', livelloRischio: 9 });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errorCauses.map((c: { field: string }) => c.field);
    expect(fields).toEqual(
      expect.arrayContaining(['oggetto', 'descrizione', 'soggettoId', 'livelloRischio', 'dataRilevazione']),
    );
    expect((await post('/api/segnalazioni', 'officer', { tipo: 'ALTRO' })).json().errorCauses[0].field).toBe(
      'tipo',
    );
    const foreignOp = (await get('/api/operazioni?pageSize=100', 'officer'))
      .json()
      .items.find((o: { soggettoId: string }) => o.soggettoId !== bank.marcoClient);
    const linked = await post(
      '/api/segnalazioni',
      'officer',
      sos({ dataRilevazione: await daysAgo(1), operazioneIds: [foreignOp.id] }),
    );
    expect(linked.statusCode).toBe(400);
    expect(linked.json().errorCauses[0].field).toBe('operazioneIds');
    expect(await auditEntries()).toBe(before);
  });
});

describe('SOS state machine', () => {
  it('goes BOZZA → IN_VALUTAZIONE_1L → IN_VALUTAZIONE_DELEGATO → TRASMESSA with the UIF protocol number and date, each with its reason', async () => {
    const id = await file('officer', sos({ dataRilevazione: await daysAgo(3) }));
    const early = await act(id, 'officer', {
      azione: 'trasmetti',
      version: 1,
      motivazione: 'Sospetto fondato su più indicatori.',
      protocolloUif: 'UIF-1',
      dataInvioUif: await daysAgo(0),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('E0000090');
    expect((await act(id, 'officer', { azione: 'invia', version: 1, motivazione: 'corto' })).statusCode).toBe(
      400,
    );
    const sent = await act(id, 'officer', {
      azione: 'invia',
      version: 1,
      motivazione: 'Bozza completa, alla valutazione.',
    });
    expect(sent.json()).toMatchObject({ stato: 'IN_VALUTAZIONE_1L', azioni: ['inoltra', 'archivia'] });
    expect(sent.json().conservaFinoAl).toBeUndefined();
    // the first level cannot send to the UIF: only the delegate's evaluation can
    const firstLevel = await act(id, 'officer', {
      azione: 'trasmetti',
      version: 2,
      motivazione: 'Sospetto fondato su più indicatori.',
      protocolloUif: 'UIF-1',
      dataInvioUif: await daysAgo(0),
    });
    expect(firstLevel.json()).toMatchObject({
      errorCode: 'E0000090',
      errorCauses: [
        {
          errorSummary:
            "La segnalazione è nello stato «In valutazione di primo livello»: l'azione «Trasmetti alla UIF» non è ammessa.",
        },
      ],
    });
    const escalated = await act(id, 'officer', {
      azione: 'inoltra',
      version: 2,
      motivazione: 'Anomalia confermata: al delegato SOS.',
    });
    expect(escalated.json()).toMatchObject({
      stato: 'IN_VALUTAZIONE_DELEGATO',
      azioni: ['archivia', 'trasmetti'],
      inRitardo: false,
    });
    const noProtocol = await act(id, 'delegate', {
      azione: 'trasmetti',
      version: 3,
      motivazione: 'Sospetto fondato su più indicatori.',
    });
    expect(noProtocol.statusCode).toBe(400);
    expect(noProtocol.json().errorCauses.map((c: { field: string }) => c.field)).toEqual([
      'protocolloUif',
      'dataInvioUif',
    ]);
    const stale = await act(id, 'delegate', {
      azione: 'archivia',
      version: 1,
      motivazione: 'Operazioni coerenti con il profilo.',
    });
    expect(stale.json().errorCode).toBe('E0000040');
    const done = await act(id, 'delegate', {
      azione: 'trasmetti',
      version: 3,
      motivazione: 'Sospetto fondato su più indicatori.',
      protocolloUif: 'UIF-2026-000123',
      dataInvioUif: await daysAgo(0),
    });
    expect(done.statusCode).toBe(200);
    const s = done.json();
    expect(s).toMatchObject({
      stato: 'TRASMESSA',
      protocolloUif: 'UIF-2026-000123',
      azioni: ['esitoUif', 'effetti'],
      inRitardo: false,
    });
    expect(s.dataDecisione).toBeTruthy();
    // kept 10 years from the day of the decision (Europe/Rome; design §1.5, §2.3)
    const decided = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(
      new Date(s.dataDecisione),
    );
    expect(s.conservaFinoAl).toBe(`${Number(decided.slice(0, 4)) + 10}${decided.slice(4)}`);
    expect(s.scadenza).toBeUndefined();
    // the register filters by the day it went to UIF (the dashboard's "SOS trasmesse nell'anno")
    const sentToday = `f.dataInvioUif.min=${await daysAgo(0)}&f.dataInvioUif.max=${await daysAgo(0)}`;
    const listed = (await get(`/api/segnalazioni?${sentToday}`, 'delegate')).json();
    expect(listed.items.map((i: { id: string }) => i.id)).toContain(id);
    expect(listed.items.every((i: { dataInvioUif: string }) => i.dataInvioUif === s.dataInvioUif)).toBe(true);
    expect(s.decisioni.map((d: { azione: string }) => d.azione)).toEqual(['invia', 'inoltra', 'trasmetti']);
    expect(s.decisioni[2]).toMatchObject({
      attore: 'francesca.ferrari@example.com',
      motivazione: 'Sospetto fondato su più indicatori.',
    });
    for (const azione of ['archivia', 'invia', 'inoltra', 'avvisa', 'chiudi']) {
      const again = await act(id, 'officer', {
        azione,
        version: 4,
        motivazione: 'Tentativo non ammesso.',
        esito: 'FONDATA',
      });
      expect(again.json().errorCode).toBe('E0000090');
    }
  });

  it('archives a draft, a first-level close and a delegate’s decision not to send, each with a mandatory reason', async () => {
    const day = await daysAgo(1);
    const draft = await file('officer', sos({ dataRilevazione: day }));
    const noReason = await act(draft, 'officer', { azione: 'archivia', version: 1 });
    expect(noReason.json().errorCauses[0].field).toBe('motivazione');
    expect(
      (
        await act(draft, 'officer', {
          azione: 'archivia',
          version: 1,
          motivazione: 'Duplicato di altra bozza.',
        })
      ).json().stato,
    ).toBe('ARCHIVIATA');
    const internal = await file('marco', sos({ dataRilevazione: day }));
    const archived = await act(internal, 'delegate', {
      azione: 'archivia',
      version: 1,
      motivazione: 'Operazioni coerenti con il profilo.',
    });
    expect(archived.json()).toMatchObject({ stato: 'ARCHIVIATA', azioni: ['effetti'] });
    const escalated = await file('officer', sos({ dataRilevazione: day }));
    await act(escalated, 'officer', {
      azione: 'invia',
      version: 1,
      motivazione: 'Bozza completa, al primo livello.',
    });
    await act(escalated, 'officer', {
      azione: 'inoltra',
      version: 2,
      motivazione: 'Anomalia confermata: al delegato.',
    });
    const notSent = await act(escalated, 'delegate', {
      azione: 'archivia',
      version: 3,
      motivazione: 'Il cliente ha documentato la provenienza dei fondi.',
    });
    expect(notSent.json()).toMatchObject({ stato: 'ARCHIVIATA', azioni: ['effetti'] });
    expect(notSent.json().decisioni.map((d: { azione: string }) => d.azione)).toEqual([
      'invia',
      'inoltra',
      'archivia',
    ]);
  });

  it('flags an SOS undecided 30 days after detection as overdue', async () => {
    const late = await file(
      'officer',
      sos({ dataRilevazione: await daysAgo(31), oggetto: 'SOS in ritardo di prova' }),
    );
    const s = await detail(late);
    expect(s).toMatchObject({ inRitardo: true, scadenza: await daysAgo(1) });
    expect(await listIds('officer', '&f.inRitardo=S%C3%AC&f.tipo=SOS')).toContain(late);
    expect(await listIds('officer', '&f.inRitardo=No')).not.toContain(late);
    const yesterday = await daysAgo(1);
    expect(await listIds('officer', `&f.scadenza.min=${yesterday}&f.scadenza.max=${yesterday}`)).toEqual([
      late,
    ]);
    const bad = await get('/api/segnalazioni?f.scadenza.max=ieri', 'officer');
    expect(bad.json().errorCauses[0].field).toBe('f.scadenza.max');
  });
});
