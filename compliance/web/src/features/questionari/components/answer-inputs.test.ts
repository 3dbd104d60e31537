import { describe, expect, it } from 'vitest';
import type { ModelloDefinizione } from '@compliance/shared';
import { toForm, toRisposte } from './answer-inputs.tsx';

const def: ModelloDefinizione = {
  titolo: 'Prova',
  soglie: { BASSO: 1, MEDIO: 2, ALTO: 3 },
  sezioni: [
    {
      id: 's',
      titolo: 'S',
      domande: [
        { id: 'importo', testo: 'Importo', tipo: 'importo', obbligatoria: false },
        { id: 'numero', testo: 'Numero', tipo: 'numero', obbligatoria: false },
        { id: 'sino', testo: 'Sì o no', tipo: 'sino', obbligatoria: false },
        { id: 'testo', testo: 'Testo', tipo: 'testo', obbligatoria: false },
      ],
    },
  ],
};

describe('the questionnaire form values', () => {
  it('reads Italian amounts as EUR cents and numbers as numbers, leaving out empty answers', () => {
    expect(toRisposte(def, { importo: '1.234,56', numero: '20', sino: false, testo: '' })).toEqual({
      importo: 123_456,
      numero: 20,
      sino: false,
    });
    expect(toRisposte(def, { importo: '35.000' }).importo).toBe(3_500_000);
    expect(toRisposte(def, { importo: '12,5' }).importo).toBe(1_250);
  });

  it('keeps text that is not a number, so validation names the question', () => {
    expect(toRisposte(def, { importo: 'molto', numero: '1,2,3' })).toEqual({
      importo: 'molto',
      numero: '1,2,3',
    });
  });

  it('shows stored amounts in euros with a decimal comma', () => {
    expect(toForm(def, { importo: 123_456, numero: 7, sino: true })).toEqual({
      importo: '1234,56',
      numero: '7',
      sino: true,
    });
  });
});
