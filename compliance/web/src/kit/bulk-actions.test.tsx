import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, ApiRequestError, createApiFetch } from './api-context.tsx';
import type { BulkAction } from './bulk-actions.tsx';
import { ListScreen } from './list-screen.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const ROWS = [
  { id: '11111111-1111-4111-8111-111111111111', nome: 'Primo' },
  { id: '22222222-2222-4222-8222-222222222222', nome: 'Secondo' },
  { id: '33333333-3333-4333-8333-333333333333', nome: 'Terzo' },
];

/** Renders a list of three rows at /prove, answering its API calls; answers the calls' paths. */
function renderList(bulkActions?: readonly BulkAction[]) {
  const calls: string[] = [];
  const fetchStub = vi.fn(async (request: RequestInfo | URL) => {
    const input = String(request);
    calls.push(input);
    if (input.startsWith('/api/viste/')) return Response.json([]);
    if (input.startsWith('/api/prove/export'))
      return new Response('x', { headers: { 'content-disposition': 'attachment; filename="prove.csv"' } });
    return Response.json({ items: ROWS, total: 3, page: 1, pageSize: 20 });
  });
  const element = (
    <ListScreen
      area="prove"
      title="Prove"
      columns={[{ field: 'nome', headerName: 'Nome', sortable: true }]}
      detailPath={(row) => `/prove/${row.id}`}
      {...(bulkActions ? { bulkActions } : {})}
    />
  );
  const router = createMemoryRouter([{ path: '/prove', element }], { initialEntries: ['/prove?sort=nome'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider fetchApi={createApiFetch(() => 'token', fetchStub)}>
        <RouterProvider router={router} />
      </ApiProvider>
    </QueryClientProvider>,
  );
  return calls;
}

describe('bulk actions on a list', () => {
  it('offers no selection where the area has no bulk actions', async () => {
    renderList();
    expect(await screen.findByText('Secondo')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Seleziona riga' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Azioni sui record selezionati' })).toBeNull();
  });

  it('runs an area action on the selected rows, announces its result and reloads the list', async () => {
    const run = vi.fn(async (ids: string[]) => `${ids.length} record assegnati.`);
    const calls = renderList([{ label: 'Assegna a me', run }]);
    const user = userEvent.setup();
    await screen.findByText('Secondo');
    const boxes = screen.getAllByRole('checkbox', { name: 'Seleziona riga' });
    await user.click(boxes[0]!);
    await user.click(boxes[2]!);
    const bar = screen.getByRole('region', { name: 'Azioni sui record selezionati' });
    expect(within(bar).getByText('2 record selezionati')).toBeInTheDocument();
    const listCalls = calls.filter((c) => c.startsWith('/api/prove?')).length;

    await user.click(within(bar).getByRole('button', { name: 'Assegna a me' }));
    expect(run).toHaveBeenCalledWith([ROWS[0]!.id, ROWS[2]!.id]);
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((s) => s.textContent === '2 record assegnati.')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Azioni sui record selezionati' })).toBeNull();
    await waitFor(() =>
      expect(calls.filter((c) => c.startsWith('/api/prove?')).length).toBeGreaterThan(listCalls),
    );
  });

  it('exports only the selected rows, in the list order', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const calls = renderList([]);
    const user = userEvent.setup();
    await screen.findByText('Secondo');
    await user.click(screen.getAllByRole('checkbox', { name: 'Seleziona riga' })[1]!);
    const bar = screen.getByRole('region', { name: 'Azioni sui record selezionati' });
    expect(within(bar).getByText('1 record selezionato')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Esporta selezionati (CSV)' }));
    await waitFor(() =>
      expect(calls).toContain(`/api/prove/export?format=csv&ids=${ROWS[1]!.id}&sort=nome&order=asc`),
    );
  });

  it('shows an action’s refusal as an alert and keeps the selection', async () => {
    const run = vi.fn(async () => {
      throw new ApiRequestError(403, 'Il tuo ruolo non consente questa azione.');
    });
    renderList([{ label: 'Chiudi', run }]);
    const user = userEvent.setup();
    await screen.findByText('Secondo');
    await user.click(screen.getAllByRole('checkbox', { name: 'Seleziona riga' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Il tuo ruolo non consente questa azione.');
    const bar = screen.getByRole('region', { name: 'Azioni sui record selezionati' });
    expect(within(bar).getByText('1 record selezionato')).toBeInTheDocument();
  });
});
