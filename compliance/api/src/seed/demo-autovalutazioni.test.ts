import { autovalutazioneErrors, incompletezze, LINEE_BUSINESS, type LineaInput } from '@compliance/shared';
import { describe, expect, it } from 'vitest';
import { generateAutovalutazioni } from './demo-autovalutazioni.ts';

const named = (linee: LineaInput[]) => linee.map((l) => ({ ...l, nome: LINEE_BUSINESS[l.codice] }));

describe('the demo self-assessments', () => {
  it('are the same for the same seed and day', () => {
    expect(generateAutovalutazioni(7, '2026-11-26')).toEqual(generateAutovalutazioni(7, '2026-11-26'));
  });

  it('give last year a complete assessment and this year a valid draft still to complete', () => {
    const { precedente, corrente } = generateAutovalutazioni(7, '2026-11-26');
    expect([precedente.anno, corrente.anno]).toEqual([2025, 2026]);
    expect(autovalutazioneErrors(precedente.input)).toEqual([]);
    expect(autovalutazioneErrors(corrente.input)).toEqual([]);
    expect(incompletezze({ ...precedente.input, linee: named(precedente.input.linee) })).toEqual([]);
    expect(
      incompletezze({ ...corrente.input, linee: named(corrente.input.linee) }).map((g) => g.message),
    ).toEqual([
      'Servizi di pagamento e rimesse: manca il rischio inerente.',
      'Servizi di pagamento e rimesse: manca la vulnerabilità.',
      'Private banking: manca il rischio inerente.',
      'Private banking: manca la vulnerabilità.',
      'Scrivere il giudizio complessivo (almeno 10 caratteri).',
    ]);
  });

  it('carry the open actions into this year, one overdue and one due within 30 days', () => {
    const { corrente } = generateAutovalutazioni(7, '2026-11-26');
    expect(corrente.input.interventi.map((i) => [i.stato, i.scadenza])).toEqual([
      ['IN_CORSO', '2026-11-21'],
      ['DA_AVVIARE', '2026-12-08'],
    ]);
  });
});
