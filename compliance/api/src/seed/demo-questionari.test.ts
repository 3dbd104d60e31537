import { describe, expect, it } from 'vitest';
import { valutaQuestionario, type ModelloQuestionario } from '@compliance/shared';
import { MODELLO_PF, MODELLO_PG } from '../questionari/modelli-base.ts';
import { generateQuestionari } from './demo-questionari.ts';
import type { ClientRef } from './demo-operations.ts';

const branchIds = ['b0', 'b1', 'b2'];
const clients: ClientRef[] = Array.from({ length: 60 }, (_, i) => ({
  id: `c${i}`,
  dipendenzaId: branchIds[i % 3]!,
  tipoPersona: i % 4 === 0 ? 'PG' : 'PF',
}));
const model = (tipoPersona: 'PF' | 'PG'): ModelloQuestionario => ({
  id: `m-${tipoPersona}`,
  tipoPersona,
  versione: 1,
  definizione: tipoPersona === 'PF' ? MODELLO_PF : MODELLO_PG,
  creatoDa: 'system',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const models = { PF: model('PF'), PG: model('PG') };
const TODAY = '2026-11-26';

describe('the demo questionnaires', () => {
  it('are the same for the same seed and differ for another', () => {
    const a = generateQuestionari(7, clients, branchIds, models, TODAY, 40);
    expect(a).toEqual(generateQuestionari(7, clients, branchIds, models, TODAY, 40));
    expect(a).not.toEqual(generateQuestionari(8, clients, branchIds, models, TODAY, 40));
  });

  it('cover every state even for a tiny bank, with consistent workflow data', () => {
    const few = generateQuestionari(1, clients.slice(0, 7), branchIds, models, TODAY, 300);
    expect(few.map((q) => q.stato)).toEqual([
      'BOZZA',
      'COMPILATO',
      'INVIATO',
      'IN_VERIFICA',
      'VERIFICATO',
      'RESPINTO',
      'VERIFICATO',
    ]);
    expect(few[6]!.dataRevisione! < TODAY).toBe(true); // SCADUTO: the review date has passed
    expect(few[4]!.dataRevisione! > TODAY).toBe(true);
    for (const q of generateQuestionari(3, clients, branchIds, models, TODAY, 60)) {
      expect(q.verificatore?.toLowerCase()).not.toBe(q.autore.toLowerCase());
      const def = models[clients.find((c) => c.id === q.soggettoId)!.tipoPersona].definizione;
      const v = valutaQuestionario(def, q.risposte, q.stato !== 'BOZZA');
      expect(v.errori).toEqual([]);
      expect(v.classe).toBe(q.classeCalcolata);
      if (q.classeOverride) expect(q.motivazioneOverride).toBeTruthy();
      if (q.stato === 'RESPINTO') expect(q.motivazioneRespinto).toBeTruthy();
    }
  });

  it('are authored by the branch operator of the demo seed where there is one', () => {
    const qs = generateQuestionari(1, clients, branchIds, models, TODAY, 6);
    expect(qs[0]!.autore).toBe('marco.bianchi@example.com');
    expect(qs[1]!.autore).toBe('paolo.colombo@example.com');
    expect(qs[2]!.autore).toBe('francesca.ferrari@example.com');
  });
});
