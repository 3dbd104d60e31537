import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { gridColumns } from './list-columns.tsx';

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
});
