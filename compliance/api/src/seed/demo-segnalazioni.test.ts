import { describe, expect, it } from 'vitest';
import { generateSegnalazioni, type SosSource } from './demo-segnalazioni.ts';

const sources: SosSource[] = Array.from({ length: 6 }, (_, i) => ({
  alertId: `al-${i}`,
  soggettoId: `cl-${i}`,
  dipendenzaId: `br-${i}`,
  operazioneId: `op-${i}`,
  dataRilevazione: '2026-10-01',
}));

describe('the demo report register', () => {
  it('is the same for the same seed and day, and differs for another seed', () => {
    expect(generateSegnalazioni(7, sources, '2026-11-26')).toEqual(
      generateSegnalazioni(7, sources, '2026-11-26'),
    );
    expect(generateSegnalazioni(7, sources, '2026-11-26')).not.toEqual(
      generateSegnalazioni(8, sources, '2026-11-26'),
    );
  });

  it('has SOS and whistleblowing reports in every state, with a decision per step', () => {
    const all = generateSegnalazioni(1, sources, '2026-11-26');
    const states = (tipo: string) =>
      new Set(all.filter((s) => s.riga.tipo === tipo).map((s) => s.riga.stato));
    expect(states('SOS')).toEqual(
      new Set(['BOZZA', 'IN_VALUTAZIONE_1L', 'IN_VALUTAZIONE_DELEGATO', 'ARCHIVIATA', 'TRASMESSA']),
    );
    expect(states('WHISTLEBLOWING')).toEqual(
      new Set(['RICEVUTA', 'AVVISO_INVIATO', 'AMMISSIBILITA', 'ISTRUTTORIA', 'RISCONTRO_INVIATO', 'CHIUSA']),
    );
    for (const s of all) {
      if (s.riga.stato === 'TRASMESSA') expect(s.riga.protocolloUif).toMatch(/^UIF-2026-\d{6}$/);
      if (s.riga.stato === 'CHIUSA') expect(s.riga.esito).toBe('FONDATA');
      // a draft, a report just received and an operator's internal report (filed at the first level) are undecided
      if (!['BOZZA', 'RICEVUTA', 'IN_VALUTAZIONE_1L'].includes(s.riga.stato))
        expect(s.decisioni.length).toBeGreaterThan(0);
      if (s.riga.tipo === 'WHISTLEBLOWING') expect(s.riga.gestori).toHaveLength(1);
      if (s.riga.dataAvviso) expect(s.riga.dataAvviso > s.riga.dataRilevazione).toBe(true);
    }
    expect(all.find((s) => s.riga.origine === 'OPERATORE')?.riga.segnalante).toBe(
      'marco.bianchi@example.com',
    );
  });

  it('makes only as many SOS as there are sources', () => {
    expect(
      generateSegnalazioni(1, sources.slice(0, 2), '2026-11-26').filter((s) => s.riga.tipo === 'SOS'),
    ).toHaveLength(2);
  });
});
