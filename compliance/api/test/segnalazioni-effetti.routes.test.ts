import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { run, type Db } from '../src/db/db.ts';
import { act, bank, daysAgo, file, get, setupSegnalazioniSuite, sos, suite } from './segnalazioni-helper.ts';

setupSegnalazioniSuite();

/** The open early-review requests of kind `evento` raised by report `id`. */
async function reviews(id: string, evento: string) {
  const result = await run(
    suite.handle.db as Db,
    sql`SELECT soggetto_id::text AS soggetto, motivo FROM revisioni_anticipate
      WHERE riferimento_id = ${id} AND evento = ${evento} AND chiusa_at IS NULL`,
  );
  return result.rows as Array<{ soggetto: string; motivo: string }>;
}

/** An SOS of Marco's client taken to the delegate's evaluation (version 3). */
async function withDelegate(): Promise<string> {
  const id = await file('officer', sos({ dataRilevazione: await daysAgo(3) }));
  await act(id, 'officer', { azione: 'invia', version: 1, motivazione: 'Bozza completa, al primo livello.' });
  await act(id, 'officer', {
    azione: 'inoltra',
    version: 2,
    motivazione: 'Anomalia confermata: al delegato.',
  });
  return id;
}

describe('effects of an SOS on the client (domain doc §2.3) and the early review they raise (§1.4)', () => {
  it('go with the decision; a raised risk asks for an early review of the reported client, confidential', async () => {
    const id = await withDelegate();
    const early = await act(id, 'officer', {
      azione: 'invia',
      version: 3,
      motivazione: 'Tentativo con effetti fuori luogo.',
      effetti: ['ASTENSIONE'],
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errorCauses).toEqual([
      {
        field: 'effetti',
        errorSummary:
          'Gli effetti sul cliente si registrano con la decisione (archiviazione o invio alla UIF) o dopo.',
      },
    ]);
    const bad = await act(id, 'delegate', {
      azione: 'archivia',
      version: 3,
      motivazione: 'Archiviata con effetto inesistente.',
      effetti: ['BLOCCO'],
    });
    expect(bad.json().errorCauses[0].field).toBe('effetti');
    const sent = await act(id, 'delegate', {
      azione: 'trasmetti',
      version: 3,
      motivazione: 'Fondato sospetto: rischio innalzato e astensione.',
      protocolloUif: 'UIF-EFF-1',
      dataInvioUif: await daysAgo(0),
      effetti: ['RISCHIO_INNALZATO', 'ASTENSIONE'],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().effetti).toEqual(['ASTENSIONE', 'RISCHIO_INNALZATO']);
    const raised = await reviews(id, 'RISCHIO_INNALZATO');
    expect(raised).toEqual([
      {
        soggetto: bank.marcoClient,
        motivo: `Profilo di rischio innalzato dalla funzione antiriciclaggio (segnalazione n. ${sent.json().numero}).`,
      },
    ]);
    const trail = (await get(`/api/segnalazioni/${id}/audit`, 'officer')).json();
    expect(trail[0].after).toMatchObject({
      effettiNuovi: ['RISCHIO_INNALZATO', 'ASTENSIONE'],
      soggettoId: bank.marcoClient,
    });
  });

  it('are added after sending (never removed), and a second raise adds no second request', async () => {
    const id = await withDelegate();
    await act(id, 'delegate', {
      azione: 'trasmetti',
      version: 3,
      motivazione: 'Fondato sospetto di riciclaggio.',
      protocolloUif: 'UIF-EFF-2',
      dataInvioUif: await daysAgo(0),
      effetti: ['RISCHIO_INNALZATO'],
    });
    const none = await act(id, 'officer', {
      azione: 'effetti',
      version: 4,
      motivazione: 'Nessun effetto scelto.',
    });
    expect(none.json().errorCauses).toEqual([
      { field: 'effetti', errorSummary: 'Scegliere almeno un effetto sul cliente, ciascuno una volta.' },
    ]);
    const closed = await act(id, 'officer', {
      azione: 'effetti',
      version: 4,
      motivazione: 'Rapporto chiuso su decisione del responsabile.',
      effetti: ['RAPPORTO_CHIUSO', 'RISCHIO_INNALZATO'],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      stato: 'TRASMESSA',
      effetti: ['RAPPORTO_CHIUSO', 'RISCHIO_INNALZATO'],
    });
    expect(await reviews(id, 'RISCHIO_INNALZATO')).toHaveLength(1);
    const more = await act(id, 'officer', {
      azione: 'effetti',
      version: 5,
      motivazione: 'Astensione registrata in seguito.',
      effetti: ['ASTENSIONE'],
    });
    expect(more.json().azioni).not.toContain('effetti');
    const full = await act(id, 'officer', {
      azione: 'effetti',
      version: 6,
      motivazione: 'Niente altro da registrare.',
      effetti: ['ASTENSIONE'],
    });
    expect(full.json()).toMatchObject({
      errorCode: 'E0000090',
      errorCauses: [{ errorSummary: 'Tutti gli effetti sul cliente sono già registrati.' }],
    });
  });
});
