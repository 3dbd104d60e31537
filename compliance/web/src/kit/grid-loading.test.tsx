import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GridLoadingStatus } from './grid-loading.tsx';

describe('the list status for screen readers', () => {
  it('says the list is loading, then how many records were found', () => {
    const { rerender } = render(<GridLoadingStatus loading total={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dell’elenco in corso…');
    rerender(<GridLoadingStatus loading={false} total={1234} />);
    expect(screen.getByRole('status')).toHaveTextContent('1.234 record trovati.');
    rerender(<GridLoadingStatus loading={false} total={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('1 record trovato.');
    rerender(<GridLoadingStatus loading={false} total={10_001} capped />);
    expect(screen.getByRole('status')).toHaveTextContent('Più di 10.000 record trovati.');
  });

  it('is silent before the first answer', () => {
    render(<GridLoadingStatus loading={false} total={undefined} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
