import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { MemoryRouter } from 'react-router';
import { defaultRowLabel, gridColumns } from './list-columns.tsx';

describe('list columns', () => {
  const [, stato, nome] = gridColumns(
    [
      {
        field: 'stato',
        headerName: 'Stato',
        options: [
          { value: 'ATTIVA', label: 'Attiva' },
          { value: 'SOSPESA', label: 'Sospesa' },
        ],
        badges: { ATTIVA: 'success' },
      },
      { field: 'nome', headerName: 'Nome' },
    ],
    () => '/x',
  ) as GridColDef[];

  it('shows a state with a tone as a badge carrying its Italian label', () => {
    const cell = stato!.renderCell!({ value: 'ATTIVA', formattedValue: 'Attiva' } as never);
    render(<div>{cell}</div>);
    const badge = screen.getByText('Attiva');
    expect(badge.closest('.MuiChip-root')).not.toBeNull();
  });

  it('shows a value without a tone, and a column without badges, as plain text', () => {
    const cell = stato!.renderCell!({ value: 'SOSPESA', formattedValue: 'Sospesa' } as never);
    render(<div>{cell}</div>);
    expect(screen.getByText('Sospesa').closest('.MuiChip-root')).toBeNull();
    expect(nome!.renderCell).toBeUndefined();
  });

  it('names each row’s link after the row: denominazione, else the first column, else what the list says', () => {
    const cols = [{ field: 'numero', headerName: 'Numero' }];
    const name = (row: Record<string, string>, label?: (r: Record<string, string>) => string) => {
      const [open] = gridColumns(cols, () => '/x', label) as GridColDef[];
      const { container, unmount } = render(
        <MemoryRouter>{open!.renderCell!({ row } as never)}</MemoryRouter>,
      );
      const text = container.textContent;
      unmount();
      return text;
    };
    expect(name({ denominazione: 'Banca Demo', numero: '7' })).toBe('Apri Banca Demo');
    expect(name({ numero: '2026/000123' })).toBe('Apri Numero 2026/000123');
    expect(name({ numero: '7' }, (r) => `documento ${r.numero}`)).toBe('Apri documento 7');
    expect(defaultRowLabel([], {})).toBe('');
  });
});
