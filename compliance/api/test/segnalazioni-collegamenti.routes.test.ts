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
  wb,
} from './segnalazioni-helper.ts';

setupSegnalazioniSuite();

const link = (id: string, who: string, body: Record<string, unknown>) =>
  post(`/api/segnalazioni/${id}/collegamenti`, who, body);

/** An SOS on Paolo's client, filed by the officer (a draft). */
const sosOnPaolo = () =>
  file('officer', {
    tipo: 'SOS',
    oggetto: 'Giroconti circolari tra società collegate',
    descrizione: 'Fondi che girano tra clienti di filiali diverse senza causale economica.',
    soggettoId: bank.paoloClient,
    tipoSospetto: 'RICICLAGGIO',
    dataRilevazione: '2026-11-20',
  });

async function operationOf(client: string) {
  const items = (await get(`/api/operazioni?f.soggettoId=${client}`, 'officer')).json().items;
  return items[0] as { id: string; importoEur: string };
}

describe('POST /api/segnalazioni/{id}/collegamenti (SOS linked clients and operations, §2.3)', () => {
  it('links a second client, hiding the SOS from that client’s branch operators, and unlinks it again', async () => {
    const id = await sosOnPaolo();
    // Anna (AML officer, also operator at Marco's branch) reads an SOS about a client of Paolo's branch
    expect((await get(`/api/segnalazioni/${id}`, 'anna')).statusCode).toBe(200);
    const before = await detail(id);

    const linked = await link(id, 'delegate', {
      version: before.version,
      azione: 'aggiungi',
      soggettoId: bank.marcoClient,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().version).toBe(before.version + 1);
    expect(
      linked
        .json()
        .soggetti.map((s: { id: string }) => s.id)
        .sort(),
    ).toEqual([bank.marcoClient, bank.paoloClient].sort());
    expect(linked.json().soggetti.find((s: { id: string }) => s.id === bank.paoloClient).etichetta).toMatch(
      /\(segnalato\)$/,
    );

    // now an operator of a linked client's branch: nothing, not even in lists or counts
    expect((await get(`/api/segnalazioni/${id}`, 'anna')).statusCode).toBe(404);
    expect((await get(`/api/segnalazioni/${id}/audit`, 'anna')).statusCode).toBe(404);
    expect(await listIds('anna')).not.toContain(id);
    expect(
      (
        await link(id, 'anna', {
          version: linked.json().version,
          azione: 'rimuovi',
          soggettoId: bank.marcoClient,
        })
      ).statusCode,
    ).toBe(404);
    expect(await listIds('officer')).toContain(id);

    const unlinked = await link(id, 'officer', {
      version: linked.json().version,
      azione: 'rimuovi',
      soggettoId: bank.marcoClient,
    });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json().soggetti.map((s: { id: string }) => s.id)).toEqual([bank.paoloClient]);
    expect((await get(`/api/segnalazioni/${id}`, 'anna')).statusCode).toBe(200);

    const audit = (await get(`/api/segnalazioni/${id}/audit`, 'officer')).json();
    const links = audit.filter((e: { action: string }) => e.action === 'segnalazione.collegamento');
    expect(links.map((e: { after: object }) => e.after)).toEqual([
      { soggettoId: bank.marcoClient, aggiunto: false },
      { soggettoId: bank.marcoClient, aggiunto: true },
    ]);
  });

  it('links operations of linked clients only, keeps the total, and unlinks a client’s operations with it', async () => {
    const id = await sosOnPaolo();
    let version = (await detail(id)).version;
    const mine = await operationOf(bank.marcoClient);
    const notYet = await link(id, 'officer', { version, azione: 'aggiungi', operazioneId: mine.id });
    expect(notYet.statusCode, notYet.body).toBe(400);
    expect(notYet.json().errorCauses[0]).toMatchObject({ field: 'operazioneId' });

    version = (
      await link(id, 'officer', { version, azione: 'aggiungi', soggettoId: bank.marcoClient })
    ).json().version;
    const withOp = await link(id, 'officer', { version, azione: 'aggiungi', operazioneId: mine.id });
    expect(withOp.statusCode, withOp.body).toBe(200);
    expect(withOp.json().operazioni.map((o: { id: string }) => o.id)).toEqual([mine.id]);
    expect(withOp.json().importoEur).toBe(Number(mine.importoEur));
    version = withOp.json().version;
    const twice = await link(id, 'officer', { version, azione: 'aggiungi', operazioneId: mine.id });
    expect(twice.json().errorCode).toBe('E0000133');

    const gone = await link(id, 'officer', { version, azione: 'rimuovi', soggettoId: bank.marcoClient });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().operazioni).toEqual([]);
    expect(gone.json().importoEur).toBeUndefined();
  });

  it('refuses bad input, the reported client, stale versions, decided reports, whistleblowing and non-readers', async () => {
    const id = await sosOnPaolo();
    const { version } = await detail(id);
    const entries = await auditEntries();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ version, azione: 'aggiungi' }, 400, 'E0000001'],
      [
        { version, azione: 'aggiungi', soggettoId: bank.marcoClient, operazioneId: bank.marcoClient },
        400,
        'E0000001',
      ],
      [{ version, azione: 'sposta', soggettoId: bank.marcoClient }, 400, 'E0000001'],
      [{ version, azione: 'aggiungi', soggettoId: 'non-un-id' }, 400, 'E0000001'],
      [{ version, azione: 'aggiungi', soggettoId: '00000000-0000-4000-8000-000000000000' }, 400, 'E0000001'],
      [{ version, azione: 'rimuovi', soggettoId: bank.paoloClient }, 409, 'E0000131'],
      [{ version, azione: 'aggiungi', soggettoId: bank.paoloClient }, 409, 'E0000133'],
      [{ version, azione: 'rimuovi', soggettoId: bank.marcoClient }, 409, 'E0000133'],
      [{ version: version + 5, azione: 'aggiungi', soggettoId: bank.marcoClient }, 409, 'E0000040'],
    ];
    for (const [body, status, code] of cases) {
      const res = await link(id, 'officer', body);
      expect([res.statusCode, res.json().errorCode], JSON.stringify(body)).toEqual([status, code]);
    }
    for (const who of ['marco', 'paolo', 'auditor', 'admin']) {
      expect(
        (await link(id, who, { version, azione: 'aggiungi', soggettoId: bank.marcoClient })).statusCode,
      ).toBe(404);
    }
    expect(
      (await link(id, 'nobody', { version, azione: 'aggiungi', soggettoId: bank.marcoClient })).statusCode,
    ).toBe(403);
    expect((await get(`/api/segnalazioni/${id}`, undefined)).statusCode).toBe(401);
    expect(await auditEntries()).toBe(entries + 0);

    const archived = await act(id, 'officer', {
      azione: 'archivia',
      version,
      motivazione: 'Operatività spiegata dal cliente con documenti.',
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const late = await link(id, 'officer', {
      version: archived.json().version,
      azione: 'aggiungi',
      soggettoId: bank.marcoClient,
    });
    expect(late.json().errorCode).toBe('E0000090');

    const report = await file(
      'officer',
      wb({ dataRicezione: '2026-11-20', gestori: ['giulia.rossi@example.com'] }),
    );
    const wbVersion = (await detail(report)).version;
    const notSos = await link(report, 'officer', {
      version: wbVersion,
      azione: 'aggiungi',
      soggettoId: bank.marcoClient,
    });
    expect(notSos.json().errorCode).toBe('E0000132');
  });
});
