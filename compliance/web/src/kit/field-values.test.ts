import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formToInput, recordToForm } from './field-values.ts';
import type { KitField } from './record-form.tsx';

describe('form values', () => {
  it('reads euros typed the Italian way as integer cents, and back', () => {
    expect(eurosToCents('1.234,56')).toBe(123_456);
    expect(eurosToCents('1234,5')).toBe(123_450);
    expect(eurosToCents('80')).toBe(8000);
    expect(eurosToCents('12.5')).toBeNaN();
    expect(eurosToCents('tanti')).toBeNaN();
    expect(centsToEuros(123_456)).toBe('1234,56');
    expect(centsToEuros(undefined)).toBe('');
  });

  it('converts a record to the form and the form to the API input by field type', () => {
    const fields: KitField[] = [
      { name: 'importo', label: 'Importo', type: 'cents', required: true },
      { name: 'pep', label: 'PEP', type: 'boolean' },
      { name: 'note', label: 'Note' },
      { name: 'nome', label: 'Cliente', display: true },
      {
        name: 'titolari',
        label: 'Titolari',
        type: 'rows',
        columns: [
          { name: 'cognome', label: 'Cognome', required: true },
          { name: 'quota', label: 'Quota', type: 'number', required: true },
        ],
      },
    ];
    const form = recordToForm(fields, {
      importo: 2550,
      pep: true,
      nome: 'x',
      titolari: [{ cognome: 'Neri', quota: 12.5 }],
      version: 3,
    });
    expect(form).toMatchObject({
      importo: '25,50',
      pep: true,
      note: '',
      titolari: [{ cognome: 'Neri', quota: '12,5' }],
    });
    expect(formToInput(fields, form)).toEqual({
      importo: 2550,
      pep: true,
      titolari: [{ cognome: 'Neri', quota: 12.5 }],
    });
    expect(formToInput(fields, { ...form, importo: 'molto' }).importo).toBe('molto');
  });
});
