import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from './filter-bar.tsx';

vi.setConfig({ testTimeout: 30_000 });

describe('the filter bar', () => {
  it('sends an integer range as whole numbers and refuses anything else, announcing why', async () => {
    const onApply = vi.fn();
    render(
      <FilterBar
        filters={[{ key: 'inAttesaGiorni', label: 'In attesa (giorni)', kind: 'integer-range' }]}
        applied={{}}
        onApply={onApply}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'In attesa (giorni) da' }), '1,5');
    await user.click(screen.getByRole('button', { name: 'Applica filtri' }));
    expect(screen.getByRole('alert')).toHaveTextContent('In attesa (giorni): scrivi un numero intero');
    expect(onApply).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'In attesa (giorni) da' }));
    await user.type(screen.getByRole('textbox', { name: 'In attesa (giorni) da' }), '16');
    await user.type(screen.getByRole('textbox', { name: 'In attesa (giorni) a' }), '30');
    await user.click(screen.getByRole('button', { name: 'Applica filtri' }));
    expect(onApply).toHaveBeenCalledWith({ 'inAttesaGiorni.min': '16', 'inAttesaGiorni.max': '30' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
