import { describe, expect, it } from 'vitest';
import { IstitutoInput, ISTITUTO_MESSAGES } from './istituti.ts';
import { fieldErrors } from './validate.ts';

const valid = {
  codiceAbi: '03069',
  denominazione: 'Banca Demo S.p.A.',
  tipoIntermediario: 'BANCA_TRADIZIONALE',
  stato: 'ATTIVO',
};

describe('fieldErrors', () => {
  it('accepts a valid institution', () => {
    expect(fieldErrors(IstitutoInput, ISTITUTO_MESSAGES, valid)).toEqual([]);
  });

  it('gives one Italian message per field: pattern, enum, missing and unknown fields', () => {
    const errors = fieldErrors(IstitutoInput, ISTITUTO_MESSAGES, {
      ...valid,
      codiceAbi: '12',
      tipoIntermediario: 'BANCA',
      denominazione: undefined,
      colore: 'blu',
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'codiceAbi', message: 'Il codice ABI è composto da 5 cifre.' },
        { field: 'tipoIntermediario', message: 'Scegliere il tipo di intermediario.' },
        { field: 'colore', message: 'Il campo colore non è previsto.' },
      ]),
    );
    expect(errors.filter((e) => e.field === 'tipoIntermediario')).toHaveLength(1);
  });

  it('refuses control characters in any string (NUL breaks the database), allowing tabs and line breaks', () => {
    expect(
      fieldErrors(IstitutoInput, ISTITUTO_MESSAGES, { ...valid, denominazione: 'Banca\u0000Demo' }),
    ).toEqual([
      {
        field: 'denominazione',
        message: 'Il campo denominazione contiene caratteri di controllo non ammessi.',
      },
    ]);
    expect(
      fieldErrors(IstitutoInput, ISTITUTO_MESSAGES, { ...valid, denominazione: 'Banca\u001bDemo' }),
    ).toHaveLength(1);
    expect(
      fieldErrors(IstitutoInput, ISTITUTO_MESSAGES, { ...valid, denominazione: 'Banca\tDemo\r\n' }),
    ).toEqual([]);
  });

  it('refuses something that is not an object', () => {
    expect(fieldErrors(IstitutoInput, ISTITUTO_MESSAGES, [1])).toEqual([
      { field: '', message: 'Il contenuto della richiesta deve essere un oggetto JSON.' },
    ]);
  });
});
