import { HomeSummary } from '@compliance/shared';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../auth/access-token.service.ts';
import type { Db } from '../db/db.ts';
import type { HomeContext } from './home-source.ts';
import { homeSources } from './home-sources.ts';

const principal: Principal = { sub: 'a@example.com', roles: ['aml-officers'], token: '', exp: 0 };
const context: HomeContext = {
  principal,
  scope: { kind: 'all' },
  view: { scope: { kind: 'all' }, confidential: true },
  today: '2026-11-26',
};
const empty = { items: [], total: 0, totale: 0 };

describe('the Home sources table', () => {
  it('fills every HomeSummary field exactly once (the core figures aside, which need the database)', async () => {
    const sources = homeSources({} as Db, {
      alertQueues: [{ assignedTo: async () => [] }],
      reports: { pendingFor: async () => empty },
      autovalutazioni: { azioniInScadenza: async () => [], daInviare: async () => [] },
      questionari: { toVerify: async () => empty },
      campagne: { inCorsoFor: async () => empty },
    });
    const seen = new Map<string, string>();
    for (const source of sources.filter((s) => s.name !== 'core')) {
      for (const key of Object.keys(await source.figures(context))) {
        expect(seen.get(key), `${key} from ${source.name} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, source.name);
      }
    }
    const core = ['ambito', 'conteggi', 'documentiInScadenza', 'documentiRecenti', 'operazioniRecenti'];
    expect([...seen.keys(), ...core].sort()).toEqual(Object.keys(HomeSummary.properties).sort());
    expect(sources.map((s) => s.name)).toEqual([
      'core',
      'assignedAlerts',
      'segnalazioniInAttesa',
      'azioniAutovalutazione',
      'autovalutazioniDaInviare',
      'questionariDaVerificare',
      'campagneInCorso',
    ]);
  });

  it('gives self-assessment actions only to their readers', async () => {
    const source = homeSources({} as Db, {
      alertQueues: [],
      reports: { pendingFor: async () => empty },
      autovalutazioni: {
        azioniInScadenza: async () => [
          {
            id: '1',
            titolo: 'T',
            responsabile: 'R',
            scadenza: '2026-12-01',
            stato: 'In corso',
            scaduta: false,
            link: '/x',
          },
        ],
        daInviare: async () => [],
      },
      questionari: { toVerify: async () => empty },
      campagne: { inCorsoFor: async () => empty },
    }).find((s) => s.name === 'azioniAutovalutazione')!;
    expect((await source.figures(context)).azioniAutovalutazione).toHaveLength(1);
    const operator = { ...context, principal: { ...principal, roles: ['operators'] } };
    expect((await source.figures(operator)).azioniAutovalutazione).toEqual([]);
  });
});
