import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionError, ActionOutcome } from './action-outcome.tsx';
import { ApiRequestError } from './api-context.tsx';

describe('the outcome of a panel action', () => {
  it('announces an API error with its summary and every cause as a list item', () => {
    const error = new ApiRequestError(400, 'Dati non validi.', [
      { field: 'motivazione', errorSummary: 'La motivazione è obbligatoria.' },
      { errorSummary: 'Lo stato è cambiato nel frattempo.' },
    ]);
    render(<ActionError failed error={error} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Dati non validi.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'La motivazione è obbligatoria.',
      'Lo stato è cambiato nel frattempo.',
    ]);
  });

  it('says the fallback for a failure that is not an API error, and nothing when nothing failed', () => {
    const { rerender } = render(
      <ActionError failed error={new TypeError('Failed to fetch')} fallback="Invio non riuscito." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invio non riuscito.');
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<ActionError failed={false} error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the success message as a polite status', () => {
    render(<ActionOutcome done="Alert chiuso." failed={false} error={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Alert chiuso.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
