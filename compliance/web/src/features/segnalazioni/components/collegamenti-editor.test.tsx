import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Segnalazione } from '@compliance/shared';
import { ApiProvider, createApiFetch } from '../../../kit/api-context.tsx';
import { CollegamentiEditor } from './collegamenti-editor.tsx';

vi.setConfig({ testTimeout: 30_000 });

const SOS = {
  id: '7f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e',
  tipo: 'SOS',
  stato: 'IN_VALUTAZIONE_DELEGATO',
  version: 3,
  soggetti: [
    { id: 'c1', etichetta: 'Rossi Mario (segnalato)' },
    { id: 'c2', etichetta: 'Bianchi Srl' },
  ],
  operazioni: [{ id: 'o1', etichetta: 'n. 12 del 01/11/2026, 1.000,00 €' }],
} as unknown as Segnalazione;

function renderEditor(answer: (body: Record<string, unknown>) => Response) {
  const fetchApi = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input).startsWith('/api/operazioni')) return Response.json({ items: [] });
    return answer(JSON.parse(String(init?.body)) as Record<string, unknown>);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider fetchApi={createApiFetch(() => 'token', fetchApi)}>
        <CollegamentiEditor s={SOS} />
      </ApiProvider>
    </QueryClientProvider>,
  );
  return fetchApi;
}

describe('CollegamentiEditor', () => {
  it('unlinks a client linked later at the version read, never offering the reported one', async () => {
    const fetchApi = renderEditor(() => Response.json({ ...SOS, soggetti: [SOS.soggetti[0]], version: 4 }));
    expect(screen.queryByRole('button', { name: /Scollega Rossi Mario/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Scollega Bianchi Srl' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Scollegato Bianchi Srl.');
    const [path, init] = fetchApi.mock.calls.find(([p]) => String(p).endsWith('/collegamenti'))!;
    expect(path).toBe(`/api/segnalazioni/${SOS.id}/collegamenti`);
    expect(JSON.parse(String(init!.body))).toEqual({ azione: 'rimuovi', soggettoId: 'c2', version: 3 });
  });

  it('announces a refusal with the API’s summary', async () => {
    renderEditor(() =>
      Response.json(
        {
          errorCode: 'E0000040',
          errorSummary: 'La segnalazione è stata modificata da un altro utente.',
          errorCauses: [],
        },
        { status: 409 },
      ),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /^Scollega l’operazione n\. 12/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('modificata da un altro utente');
  });
});
