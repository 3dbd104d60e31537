import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider, type ApiFetch } from '../../../kit/api-context.tsx';
import { RevisioneRichiesta } from './revisione-richiesta.tsx';

const ID = '7f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';

function renderWith(body: unknown) {
  const fetchApi = vi.fn<ApiFetch>(async () => Response.json(body));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider fetchApi={fetchApi}>
        <RevisioneRichiesta questionarioId={ID} />
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { fetchApi, ...view };
}

describe('RevisioneRichiesta', () => {
  it('lists each reason with its day under a warning', async () => {
    const { fetchApi } = renderWith([
      { id: 'a', evento: 'PEP', motivo: 'Il cliente è diventato PEP.', at: '2026-11-20T09:00:00.000Z' },
      {
        id: 'b',
        motivo: 'Revisione richiesta dalla funzione antiriciclaggio.',
        at: '2026-11-21T09:00:00.000Z',
      },
    ]);
    const notice = await screen.findByTestId('revisione-richiesta');
    expect(notice).toHaveTextContent('Revisione anticipata richiesta');
    expect(notice).toHaveTextContent('20/11/2026: Il cliente è diventato PEP.');
    expect(notice).toHaveTextContent('21/11/2026: Revisione richiesta dalla funzione antiriciclaggio.');
    expect(fetchApi).toHaveBeenCalledWith(`/api/questionari/${ID}/revisioni`);
  });

  it('shows nothing when no review is requested', async () => {
    const { fetchApi, container } = renderWith([]);
    await vi.waitFor(() => expect(fetchApi).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
