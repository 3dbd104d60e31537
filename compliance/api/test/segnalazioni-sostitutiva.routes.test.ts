import { describe, expect, it } from 'vitest';
import {
  act,
  bank,
  daysAgo,
  detail,
  file,
  get,
  listIds,
  post,
  setupSegnalazioniSuite,
  sos,
  transmitted,
} from './segnalazioni-helper.ts';

setupSegnalazioniSuite();

const replace = (id: string, who: string, body: Record<string, unknown>) =>
  post(`/api/segnalazioni/${id}/sostitutiva`, who, body);
const MOTIVO = 'Importo complessivo errato nella prima segnalazione.';

describe('replacement reports (segnalazione sostitutiva, domain doc §1.6)', () => {
  it('are drafted only from a transmitted SOS, with a reason, at the version read', async () => {
    const draft = await file('officer', sos({ dataRilevazione: await daysAgo(1) }));
    const early = await replace(draft, 'officer', { version: 1, motivazione: MOTIVO });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('E0000140');
    const id = await transmitted('UIF-SOST-0');
    const noReason = await replace(id, 'officer', { version: 4, motivazione: 'breve' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorCauses).toEqual([
      {
        field: 'motivazione',
        errorSummary: 'Indicare perché la segnalazione va sostituita (almeno 10 caratteri).',
      },
    ]);
    expect((await replace(id, 'officer', { version: 3, motivazione: MOTIVO })).json().errorCode).toBe(
      'E0000040',
    );
    // outside the read scope it does not exist
    expect((await replace(id, 'marco', { version: 4, motivazione: MOTIVO })).statusCode).toBe(404);
    expect((await detail(id)).sostituitaDa).toBeUndefined();
  });

  it('copies the original and links both ways; once sent, the original becomes SOSTITUITA', async () => {
    const ops = (await get(`/api/operazioni?f.soggettoId=${bank.marcoClient}`, 'officer')).json().items;
    const opIds = ops.slice(0, 2).map((o: { id: string }) => o.id);
    const id = await transmitted('UIF-SOST-1', { operazioneIds: opIds });
    const original = await detail(id);
    const res = await replace(id, 'delegate', {
      version: 4,
      motivazione: MOTIVO,
      descrizione: 'Descrizione corretta: gli importi sono quelli delle due operazioni collegate.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ leggibile: true });
    const draftId = res.json().id as string;
    const draft = await detail(draftId);
    expect(draft).toMatchObject({
      stato: 'BOZZA',
      tipoInvio: 'SOSTITUTIVA',
      sostituisce: { id, numero: original.numero },
      oggetto: original.oggetto,
      descrizione: 'Descrizione corretta: gli importi sono quelli delle due operazioni collegate.',
      tipoSospetto: original.tipoSospetto,
      codiceFenomeno: original.codiceFenomeno,
      livelloRischio: original.livelloRischio,
      dataRilevazione: original.dataRilevazione,
      importoEur: original.importoEur,
      segnalante: 'francesca.ferrari@example.com',
      azioni: ['invia', 'archivia'],
    });
    expect(draft.soggetti).toEqual(original.soggetti);
    expect(draft.operazioni).toEqual(original.operazioni);
    expect(draft.protocolloUif).toBeUndefined();
    const linked = await detail(id);
    expect(linked).toMatchObject({
      stato: 'TRASMESSA',
      tipoInvio: 'ORIGINARIA',
      sostituitaDa: { id: draftId, numero: draft.numero },
    });
    const twice = await replace(id, 'officer', { version: 4, motivazione: MOTIVO });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      errorCode: 'E0000141',
      errorCauses: [{ errorSummary: `La sostitutiva in corso è la segnalazione n. ${draft.numero}.` }],
    });

    const steps = [
      { azione: 'invia', motivazione: 'Sostitutiva completa, al primo livello.' },
      { azione: 'inoltra', motivazione: 'Correzione confermata: al delegato SOS.' },
      {
        azione: 'trasmetti',
        motivazione: 'Sostitutiva trasmessa con gli importi corretti.',
        protocolloUif: 'UIF-SOST-1-BIS',
        dataInvioUif: await daysAgo(0),
      },
    ];
    for (const [i, step] of steps.entries()) {
      expect((await act(draftId, 'delegate', { ...step, version: i + 1 })).statusCode).toBe(200);
    }
    const replaced = await detail(id);
    expect(replaced).toMatchObject({
      stato: 'SOSTITUITA',
      protocolloUif: 'UIF-SOST-1',
      sostituitaDa: { id: draftId },
      azioni: ['effetti'],
      version: 5,
    });
    const trail = (await get(`/api/segnalazioni/${id}/audit`, 'officer')).json() as Array<{
      action: string;
      after: Record<string, unknown>;
    }>;
    expect(trail.find((e) => e.action === 'segnalazione.sostitutiva')?.after).toMatchObject({
      sostitutivaId: draftId,
      motivazione: MOTIVO,
    });
    expect(trail.find((e) => e.action === 'segnalazione.sostituita')?.after).toMatchObject({
      stato: 'SOSTITUITA',
      sostitutivaId: draftId,
    });
    // the register: by kind of sending and by state; the dashboard's count takes each matter once (the original)
    expect(await listIds('officer', '&f.tipoInvio=SOSTITUTIVA')).toContain(draftId);
    expect(await listIds('officer', '&f.tipoInvio=SOSTITUTIVA')).not.toContain(id);
    expect(await listIds('officer', '&f.stato=SOSTITUITA')).toEqual([id]);
    const sentThisYear = `&f.tipo=SOS&f.tipoInvio=ORIGINARIA&f.dataInvioUif.min=${(await daysAgo(0)).slice(0, 4)}-01-01`;
    const counted = await listIds('officer', sentThisYear);
    expect(counted).not.toContain(draftId);
    if ((await daysAgo(2)).slice(0, 4) === (await daysAgo(0)).slice(0, 4)) expect(counted).toContain(id);
  });

  it('may be drafted again once the previous replacement draft is archived', async () => {
    const id = await transmitted('UIF-SOST-2');
    const first = (await replace(id, 'officer', { version: 4, motivazione: MOTIVO })).json().id as string;
    await act(first, 'officer', {
      azione: 'archivia',
      version: 1,
      motivazione: 'Correzione non più necessaria.',
    });
    expect((await detail(id)).sostituitaDa).toBeUndefined();
    const second = await replace(id, 'officer', { version: 4, motivazione: MOTIVO });
    expect(second.statusCode).toBe(201);
    expect((await detail(id)).sostituitaDa.id).toBe(second.json().id);
  });
});
