import { describe, expect, it } from 'vitest';
import { EVENTI } from './index.ts';

const ID = '7f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';
const owner = (codiceFiscale: string, pep = false) => ({
  cognome: 'Neri',
  nome: 'Ugo',
  codiceFiscale,
  quota: 30,
  pep,
});
const update = (before: object, after: object) => ({
  action: 'soggetto.update',
  entity: 'soggetto',
  entityId: ID,
  before,
  after,
});

describe('event kinds that require an early review (§1.4)', () => {
  it('PEP: a client or one of its beneficial owners turning PEP, not a client staying PEP or created as one', () => {
    expect(EVENTI.PEP.detect(update({ pep: false }, { pep: true }))).toEqual([
      { soggettoId: ID, motivo: 'Il cliente è diventato persona politicamente esposta (PEP).' },
    ]);
    expect(EVENTI.PEP.detect(update({ pep: true }, { pep: true }))).toEqual([]);
    expect(
      EVENTI.PEP.detect({ ...update({}, { pep: true }), action: 'soggetto.create', before: null }),
    ).toEqual([]);
    const owners = (pep: boolean) => ({ titolariEffettivi: [owner('NRIGUO70A01F205X', pep)] });
    expect(EVENTI.PEP.detect(update(owners(false), owners(true)))[0]!.motivo).toContain('Neri Ugo');
  });

  it('TITOLARE_EFFETTIVO: a tax code not among the previous owners (case-insensitive)', () => {
    const before = { titolariEffettivi: [owner('NRIGUO70A01F205X')] };
    expect(
      EVENTI.TITOLARE_EFFETTIVO.detect(update(before, { titolariEffettivi: [owner('nriguo70a01f205x')] })),
    ).toEqual([]);
    const added = {
      titolariEffettivi: [
        owner('NRIGUO70A01F205X'),
        { ...owner('BNCLRA75B41F205Y'), cognome: 'Bianchi', nome: 'Lara' },
      ],
    };
    expect(EVENTI.TITOLARE_EFFETTIVO.detect(update(before, added))).toEqual([
      { soggettoId: ID, motivo: 'Nuovo titolare effettivo: Bianchi Lara.' },
    ]);
  });

  it('ALERT_ANOMALO and SOS: only the closing as to be reported, only an SOS (not a whistleblowing report)', () => {
    const alert = (esito: string) => ({
      action: 'alert.chiudi',
      entity: 'alert',
      entityId: 'a',
      before: {},
      after: { esito, soggettoId: ID, numeroAlert: 12 },
    });
    expect(EVENTI.ALERT_ANOMALO.detect(alert('ARCHIVIATO'))).toEqual([]);
    expect(EVENTI.ALERT_ANOMALO.detect(alert('DA_SEGNALARE'))).toHaveLength(1);
    const filed = (tipo: string) => ({
      action: 'segnalazione.create',
      entity: 'segnalazione',
      entityId: 's',
      before: null,
      after: { tipo, soggettoId: ID },
    });
    expect(EVENTI.SOS.detect(filed('WHISTLEBLOWING'))).toEqual([]);
    expect(EVENTI.SOS.detect(filed('SOS'))).toHaveLength(1);
    // a replacement (sostitutiva) corrects an SOS already filed: no second request
    const replacement = { ...filed('SOS'), after: { tipo: 'SOS', soggettoId: ID, sostituisce: 'o' } };
    expect(EVENTI.SOS.detect(replacement)).toEqual([]);
    const linked = (aggiunto: boolean) => ({
      ...filed('SOS'),
      action: 'segnalazione.collegamento',
      after: { soggettoId: ID, aggiunto },
    });
    expect(EVENTI.SOS.detect(linked(true))).toEqual([{ soggettoId: ID, motivo: expect.any(String) }]);
    expect(EVENTI.SOS.detect(linked(false))).toEqual([]);
    expect(EVENTI.SOS.riservato).toBe(true);
  });

  it("DOCUMENTO_SCADUTO: only the sweep's entry, naming the document, its number when known and the day it expired", () => {
    const swept = (after: object) => ({
      action: 'soggetto.documentoScaduto',
      entity: 'soggetto',
      entityId: ID,
      before: null,
      after,
    });
    expect(
      EVENTI.DOCUMENTO_SCADUTO.detect(
        swept({ documento: 'Passaporto', numero: 'YA0000001', dataScadenza: '2025-01-10' }),
      ),
    ).toEqual([
      {
        soggettoId: ID,
        motivo:
          'Il documento di riconoscimento del cliente (Passaporto n. YA0000001) è scaduto il 10/01/2025.',
      },
    ]);
    expect(
      EVENTI.DOCUMENTO_SCADUTO.detect(
        swept({ documento: 'Patente di guida', numero: null, dataScadenza: '2024-02-29' }),
      )[0]!.motivo,
    ).toBe('Il documento di riconoscimento del cliente (Patente di guida) è scaduto il 29/02/2024.');
    expect(EVENTI.DOCUMENTO_SCADUTO.detect({ ...update({}, { dataScadenza: '2025-01-10' }) })).toEqual([]);
    expect(EVENTI.DOCUMENTO_SCADUTO.riservato).toBe(false);
  });

  it('RISCHIO_INNALZATO: a register decision that adds a raised risk, for the reported client; confidential', () => {
    const decided = (action: string, effettiNuovi: unknown) => ({
      action,
      entity: 'segnalazione',
      entityId: 's',
      before: {},
      after: { numero: 7, soggettoId: ID, effettiNuovi, effetti: ['RISCHIO_INNALZATO'] },
    });
    for (const action of ['segnalazione.trasmetti', 'segnalazione.archivia', 'segnalazione.effetti']) {
      expect(EVENTI.RISCHIO_INNALZATO.detect(decided(action, ['ASTENSIONE', 'RISCHIO_INNALZATO']))).toEqual([
        {
          soggettoId: ID,
          motivo: 'Profilo di rischio innalzato dalla funzione antiriciclaggio (segnalazione n. 7).',
        },
      ]);
    }
    // already recorded earlier (not added now), another effect, another action: nothing
    expect(EVENTI.RISCHIO_INNALZATO.detect(decided('segnalazione.effetti', ['RAPPORTO_CHIUSO']))).toEqual([]);
    expect(EVENTI.RISCHIO_INNALZATO.detect(decided('segnalazione.lettura', ['RISCHIO_INNALZATO']))).toEqual(
      [],
    );
    expect(EVENTI.RISCHIO_INNALZATO.riservato).toBe(true);
  });
});
