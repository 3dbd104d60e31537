import { describe, expect, it } from 'vitest';
import {
  act,
  detail,
  file,
  get,
  listIds,
  setupSegnalazioniSuite,
  wb,
  daysAgo,
} from './segnalazioni-helper.ts';

setupSegnalazioniSuite();

describe('whistleblowing handling and legal deadlines', () => {
  it('acknowledges, investigates, gives feedback and closes within the deadlines', async () => {
    const id = await file(
      'officer',
      wb({ dataRicezione: await daysAgo(3), gestori: ['Francesca.Ferrari@example.com'] }),
    );
    let s = await detail(id, 'delegate');
    expect(s.gestori).toEqual(['francesca.ferrari@example.com', 'giulia.rossi@example.com']);
    expect(s).toMatchObject({
      stato: 'RICEVUTA',
      scadenzaAvviso: await daysAgo(-4),
      avvisoInRitardo: false,
      inRitardo: false,
    });
    expect(s.scadenza).toBe(s.scadenzaAvviso);
    s = (
      await act(id, 'delegate', {
        azione: 'avvisa',
        version: 1,
        motivazione: 'Avviso di ricevimento inviato via piattaforma.',
      })
    ).json();
    expect(s).toMatchObject({
      stato: 'AVVISO_INVIATO',
      dataAvviso: await daysAgo(0),
      avvisoInRitardo: false,
    });
    expect(s.scadenza).toBe(s.scadenzaRiscontro);
    expect(s.scadenzaRiscontro > (await daysAgo(-85))).toBe(true);
    expect(s.azioni).toEqual(['esamina', 'assegna']);
    // admissibility before the inquiry; the feedback deadline keeps running
    const check = (
      await act(id, 'delegate', {
        azione: 'esamina',
        version: 2,
        motivazione: 'Verifica di ambito e contenuto della segnalazione.',
      })
    ).json();
    expect(check).toMatchObject({
      stato: 'AMMISSIBILITA',
      azioni: ['istruisci', 'inammissibile', 'assegna'],
      scadenza: s.scadenzaRiscontro,
      riscontroInRitardo: false,
    });
    const inquiry = (
      await act(id, 'delegate', {
        azione: 'istruisci',
        version: 3,
        motivazione: 'Segnalazione ammissibile, si apre l’istruttoria.',
      })
    ).json();
    expect(inquiry).toMatchObject({ stato: 'ISTRUTTORIA', azioni: ['riscontra', 'assegna'] });
    const early = await act(id, 'delegate', {
      azione: 'chiudi',
      version: 4,
      motivazione: 'Chiusura anticipata.',
      esito: 'FONDATA',
    });
    expect(early.json().errorCode).toBe('E0000090');
    s = (
      await act(id, 'delegate', {
        azione: 'riscontra',
        version: 4,
        motivazione: 'Riscontro inviato al segnalante.',
      })
    ).json();
    expect(s).toMatchObject({
      stato: 'RISCONTRO_INVIATO',
      riscontroInRitardo: false,
      azioni: ['chiudi', 'assegna'],
    });
    expect(s.conservaFinoAl).toBeUndefined();
    const noOutcome = await act(id, 'delegate', {
      azione: 'chiudi',
      version: 5,
      motivazione: 'Verifiche concluse.',
    });
    expect(noOutcome.json().errorCauses[0].field).toBe('esito');
    s = (
      await act(id, 'delegate', {
        azione: 'chiudi',
        version: 5,
        motivazione: 'Verifiche concluse.',
        esito: 'FONDATA',
      })
    ).json();
    expect(s).toMatchObject({ stato: 'CHIUSA', esito: 'FONDATA', azioni: [] });
    // to be deleted no later than 5 years after the outcome (art. 14 D.Lgs. 24/2023)
    const closed = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(
      new Date(s.dataDecisione),
    );
    expect(s.conservaFinoAl).toBe(`${Number(closed.slice(0, 4)) + 5}${closed.slice(4)}`);
    const assign = await act(id, 'delegate', {
      azione: 'assegna',
      version: 6,
      motivazione: 'Riassegnazione.',
      gestori: ['x@example.com'],
    });
    expect(assign.json().errorCode).toBe('E0000090');
    for (const azione of ['invia', 'trasmetti']) {
      expect(
        (
          await act(id, 'delegate', {
            azione,
            version: 6,
            motivazione: 'Azione di un altro tipo.',
            protocolloUif: 'UIF-1',
            dataInvioUif: await daysAgo(0),
          })
        ).json().errorCode,
      ).toBe('E0000090');
    }
  });

  it('closes a report found not admissible at once, with the reason as the feedback, archived', async () => {
    const id = await file('delegate', wb({ dataRicezione: await daysAgo(2) }));
    await act(id, 'delegate', {
      azione: 'avvisa',
      version: 1,
      motivazione: 'Avviso di ricevimento inviato.',
    });
    const skip = await act(id, 'delegate', {
      azione: 'istruisci',
      version: 2,
      motivazione: 'Istruttoria senza verifica di ammissibilità.',
    });
    expect(skip.json()).toMatchObject({
      errorCode: 'E0000090',
      errorCauses: [
        {
          errorSummary:
            "La segnalazione è nello stato «Avviso di ricevimento inviato»: l'azione «Ammissibile: avvia l'istruttoria» non è ammessa.",
        },
      ],
    });
    await act(id, 'delegate', {
      azione: 'esamina',
      version: 2,
      motivazione: 'Verifica di ammissibilità avviata.',
    });
    const noReason = await act(id, 'delegate', { azione: 'inammissibile', version: 3, motivazione: 'no' });
    expect(noReason.json().errorCauses[0].field).toBe('motivazione');
    const closed = await act(id, 'delegate', {
      azione: 'inammissibile',
      version: 3,
      motivazione: 'Fatti estranei all’ambito della disciplina (lamentela personale).',
    });
    expect(closed.json()).toMatchObject({
      stato: 'CHIUSA',
      esito: 'ARCHIVIATA',
      dataRiscontro: await daysAgo(0),
      riscontroInRitardo: false,
      azioni: [],
    });
    expect(closed.json().conservaFinoAl).toBeTruthy();
    expect(closed.json().decisioni.at(-1)).toMatchObject({ azione: 'inammissibile' });
  });

  it('flags a report not acknowledged within 7 days and one without feedback within 3 months', async () => {
    const late = await file('officer', wb({ dataRicezione: await daysAgo(9) }));
    expect(await detail(late)).toMatchObject({
      inRitardo: true,
      avvisoInRitardo: true,
      scadenzaAvviso: await daysAgo(2),
    });
    const s = (
      await act(late, 'officer', { azione: 'avvisa', version: 1, motivazione: 'Avviso inviato in ritardo.' })
    ).json();
    expect(s).toMatchObject({ avvisoInRitardo: true, inRitardo: false });
    const old = await file('officer', wb({ dataRicezione: await daysAgo(120) }));
    expect(await detail(old)).toMatchObject({ riscontroInRitardo: true, inRitardo: true });
    expect(await listIds('officer', '&f.inRitardo=S%C3%AC&f.tipo=WHISTLEBLOWING')).toContain(old);
  });

  it('reassigns the handlers: the previous handler then gets 404, the new one reads it', async () => {
    const id = await file('officer', wb({ dataRicezione: await daysAgo(1) }));
    expect((await get(`/api/segnalazioni/${id}`, 'delegate')).statusCode).toBe(404);
    const res = await act(id, 'officer', {
      azione: 'assegna',
      version: 1,
      motivazione: 'Conflitto di interessi del gestore.',
      gestori: ['francesca.ferrari@example.com'],
    });
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/segnalazioni/${id}`, 'officer')).statusCode).toBe(404);
    const s = await detail(id, 'delegate');
    expect(s).toMatchObject({ stato: 'RICEVUTA', gestori: ['francesca.ferrari@example.com'] });
    expect(s.decisioni[0]).toMatchObject({ azione: 'assegna', attore: 'giulia.rossi@example.com' });
  });
});
