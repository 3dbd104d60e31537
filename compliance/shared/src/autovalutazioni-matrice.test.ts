import { describe, expect, it } from 'vitest';
import {
  andamento,
  MATRICE_PROVVISORIA,
  rischioComplessivo,
  rischioResiduo,
} from './autovalutazioni-matrice.ts';

describe('the residual-risk computation', () => {
  it('builds the provisional matrix from round(0.4 × inherent + 0.6 × vulnerability), within 1–4', () => {
    expect(MATRICE_PROVVISORIA).toEqual([
      [1, 2, 2, 3],
      [1, 2, 3, 3],
      [2, 2, 3, 4],
      [2, 3, 3, 4],
    ]);
  });

  it('reads a line’s residual level from the matrix row (inherent) and column (vulnerability)', () => {
    const celle = [
      [1, 1, 1, 2],
      [1, 2, 2, 3],
      [2, 2, 3, 4],
      [2, 3, 4, 4],
    ] as const;
    expect(rischioResiduo(celle as never, 4, 1)).toBe(2);
    expect(rischioResiduo(celle as never, 1, 4)).toBe(2);
    expect(rischioResiduo(celle as never, 3, 3)).toBe(3);
    expect(rischioResiduo(celle as never, 3, undefined)).toBeUndefined();
  });

  it('weights the overall level by the lines’ weights, halves up; a plain mean without weights', () => {
    expect(
      rischioComplessivo([
        { peso: 60, rischioResiduo: 2 },
        { peso: 40, rischioResiduo: 4 },
      ]),
    ).toBe(3);
    expect(
      rischioComplessivo([
        { peso: 90, rischioResiduo: 1 },
        { peso: 10, rischioResiduo: 4 },
      ]),
    ).toBe(1);
    expect(
      rischioComplessivo([
        { peso: 50, rischioResiduo: 2 },
        { peso: 50, rischioResiduo: 3 },
      ]),
    ).toBe(3);
    expect(
      rischioComplessivo([
        { peso: 0, rischioResiduo: 1 },
        { peso: 0, rischioResiduo: 4 },
      ]),
    ).toBe(3);
    expect(rischioComplessivo([{ peso: 100 }])).toBeUndefined();
    expect(rischioComplessivo([])).toBeUndefined();
  });

  it('names the year-over-year trend: lower residual risk is an improvement', () => {
    expect(andamento(3, 2)).toBe('MIGLIORATO');
    expect(andamento(2, 2)).toBe('INVARIATO');
    expect(andamento(2, 4)).toBe('PEGGIORATO');
    expect(andamento(undefined, 2)).toBe('NUOVA');
    expect(andamento(2, undefined)).toBe('NON_VALUTATO');
    expect(andamento(2, undefined, false)).toBe('CESSATA');
  });
});
