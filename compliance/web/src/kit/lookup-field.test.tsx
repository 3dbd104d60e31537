import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LookupField } from './lookup-field.tsx';
import type { KitField } from './record-form.tsx';

function renderLookup(search: (text: string) => Promise<Array<{ value: string; label: string }>>) {
  const field: KitField = {
    name: 'soggettoId',
    label: 'Cliente',
    type: 'lookup',
    lookup: { search, labelField: 'soggettoNominativo' },
  };
  const onChange = vi.fn();
  render(<LookupField id="cliente" field={field} values={{}} onChange={onChange} />);
  return onChange;
}

describe('LookupField', () => {
  it('offers what the search finds, and hands the choice and its label to the form', async () => {
    const user = userEvent.setup();
    const search = vi.fn(async (text: string) => (text ? [{ value: 'c1', label: `Mario ${text}` }] : []));
    const onChange = renderLookup(search);
    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), 'Rossi');
    await user.click(await screen.findByRole('option', { name: 'Mario Rossi' }, { timeout: 2000 }));
    expect(onChange).toHaveBeenCalledWith('soggettoId', 'c1');
    expect(onChange).toHaveBeenCalledWith('soggettoNominativo', 'Mario Rossi');
  });

  it('says so when the search fails, instead of an unhandled rejection, and recovers on the next search', async () => {
    const user = userEvent.setup();
    let fail = true;
    const search = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return [{ value: 'c2', label: 'Anna Bianchi' }];
    });
    renderLookup(search);
    const box = screen.getByRole('combobox', { name: 'Cliente' });
    await user.type(box, 'Bia');
    expect(await screen.findAllByText(/Ricerca non riuscita/, undefined, { timeout: 2000 })).not.toHaveLength(
      0,
    );
    fail = false;
    await user.type(box, 'n');
    expect(await screen.findByRole('option', { name: 'Anna Bianchi' }, { timeout: 2000 })).toBeVisible();
    expect(screen.queryByText(/Ricerca non riuscita/)).toBeNull();
  });
});
