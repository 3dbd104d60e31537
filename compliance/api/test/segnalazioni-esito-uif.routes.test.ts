import { describe, expect, it } from 'vitest';
import {
  act,
  daysAgo,
  file,
  get,
  listIds,
  setupSegnalazioniSuite,
  sos,
  transmitted,
} from './segnalazioni-helper.ts';

setupSegnalazioniSuite();

const esito = (version: number, esitoUif: string, dataEsitoUif: string) => ({
  azione: 'esitoUif',
  version,
  motivazione: 'Comunicazione della UIF ricevuta via Infostat.',
  esitoUif,
  dataEsitoUif,
});

describe('the UIF outcome of a transmitted SOS (domain doc §2.3 ESITO_UIF)', () => {
  it('is refused before the transmission, and without the outcome or its day', async () => {
    const draft = await file('officer', sos({ dataRilevazione: await daysAgo(1) }));
    const early = await act(draft, 'officer', esito(1, 'ARCHIVIATA_UIF', await daysAgo(0)));
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('E0000090');
    const id = await transmitted('UIF-ESITO-1');
    const missing = await act(id, 'delegate', {
      azione: 'esitoUif',
      version: 4,
      motivazione: 'Esito ricevuto.',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCauses.map((c: { field: string }) => c.field)).toEqual([
      'esitoUif',
      'dataEsitoUif',
    ]);
    const wrong = await act(id, 'delegate', { ...esito(4, 'CHIUSA', await daysAgo(0)) });
    expect(wrong.json().errorCauses[0]).toMatchObject({
      field: 'esitoUif',
      errorSummary: "Scegliere l'esito comunicato dalla UIF.",
    });
  });

  it('must fall between the sending day and today', async () => {
    const id = await transmitted('UIF-ESITO-2');
    for (const day of [await daysAgo(3), await daysAgo(-1)]) {
      const res = await act(id, 'delegate', esito(4, 'ARCHIVIATA_UIF', day));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'E0000001',
        errorCauses: [
          {
            field: 'dataEsitoUif',
            errorSummary: "La data dell'esito va dal giorno d'invio alla UIF a oggi.",
          },
        ],
      });
    }
  });

  it('records a request for information, then the final outcome; stays TRASMESSA; list filter and audit', async () => {
    const id = await transmitted('UIF-ESITO-3');
    const asked = await act(id, 'delegate', esito(4, 'RICHIESTA_INFORMAZIONI', await daysAgo(1)));
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      stato: 'TRASMESSA',
      esitoUif: 'RICHIESTA_INFORMAZIONI',
      dataEsitoUif: await daysAgo(1),
    });
    expect(asked.json().azioni).toContain('esitoUif');
    const final = await act(id, 'officer', esito(5, 'TRASMESSA_OOII', await daysAgo(0)));
    expect(final.json()).toMatchObject({
      stato: 'TRASMESSA',
      esitoUif: 'TRASMESSA_OOII',
      dataEsitoUif: await daysAgo(0),
      protocolloUif: 'UIF-ESITO-3',
    });
    expect(final.json().azioni).not.toContain('esitoUif');
    expect(
      final
        .json()
        .decisioni.slice(-2)
        .map((d: { azione: string }) => d.azione),
    ).toEqual(['esitoUif', 'esitoUif']);
    const again = await act(id, 'officer', esito(6, 'ARCHIVIATA_UIF', await daysAgo(0)));
    expect(again.json()).toMatchObject({
      errorCode: 'E0000090',
      errorCauses: [
        { errorSummary: expect.stringContaining("L'esito definitivo della UIF è già registrato") },
      ],
    });
    expect(await listIds('officer', '&f.esitoUif=TRASMESSA_OOII')).toContain(id);
    expect(await listIds('officer', '&f.esitoUif=RICHIESTA_INFORMAZIONI')).not.toContain(id);
    const today = await daysAgo(0);
    expect(await listIds('officer', `&f.dataEsitoUif.min=${today}&f.dataEsitoUif.max=${today}`)).toContain(
      id,
    );
    // the audit tab, newest first
    const trail = (await get(`/api/segnalazioni/${id}/audit`, 'officer')).json() as Array<{
      action: string;
      after: Record<string, unknown>;
    }>;
    const recorded = trail.filter((e) => e.action === 'segnalazione.esitoUif');
    expect(recorded).toHaveLength(2);
    expect(recorded[0]!.after).toMatchObject({ esitoUif: 'TRASMESSA_OOII', motivazione: expect.any(String) });
  });
});
