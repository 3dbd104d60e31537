import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken, fakeAuthClient } from '../../../testing/fake-auth-client.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const OP = {
  id: '4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d',
  version: 1,
  numeroOperazione: 4321,
  dipendenzaId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  dipendenzaDenominazione: 'Milano Centro',
  soggettoId: '0b8f3c1e-5a4d-4c1b-9e2f-7a6b5c4d3e2f',
  clienteNominativo: 'Rossi Mario',
  tipoPersona: 'PF',
  dataOperazione: '2026-09-01',
  dataValuta: '2026-09-01',
  dataRegistrazione: '2026-10-20',
  registrazioneTardiva: true,
  tipoOperazione: 'RAPPORTO',
  causaleAnalitica: 'AA',
  segno: 'AVERE',
  importo: 250_000,
  divisa: 'EUR',
  importoEur: 250_000,
  importoContante: 250_000,
  mezzoPagamento: 'CONTANTE',
  canale: 'SPORTELLO',
  frazionata: false,
  anomala: false,
  sopraSogliaContante: true,
  createdAt: '2026-10-21T08:00:00.000Z',
  updatedAt: '2026-10-21T08:00:00.000Z',
};

/** Stubs fetch: /api/me with `roles`, the operations list (one late row) and the operation; records every call. */
function stubApi(roles: string[]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/me') return Response.json({ sub: 'x', name: 'X', email: 'x@example.com', roles });
    if (url.startsWith('/api/viste/')) return Response.json([]);
    if (url.startsWith('/api/dipendenze'))
      return Response.json({ items: [], total: 0, page: 1, pageSize: 20 });
    if (url.startsWith('/api/operazioni?')) {
      const row = {
        ...OP,
        registrazioneTardiva: 'Sì',
        anomala: 'No',
        importoEur: String(OP.importoEur),
      };
      return Response.json({ items: [row], total: 1, page: 1, pageSize: 20 });
    }
    if (url === `/api/operazioni/${OP.id}`) return Response.json(OP);
    return Response.json(
      { errorCode: 'E0000007', errorSummary: 'Not found', errorCauses: [] },
      { status: 404 },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const signedIn = () => fakeAuthClient({ token: accessToken() }).client;

describe('late recording of operations (compliance-domain.md §1.5, §2.1)', () => {
  it('lists the late-recording flag as a badge and filters on it from the URL', async () => {
    const fetchMock = stubApi(['aml-officers']);
    renderRoute('/operazioni?f.registrazioneTardiva=S%C3%AC', signedIn());
    expect(await screen.findByText('Rossi Mario')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Registrazione tardiva' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Rossi Mario/ })).getByText('Sì')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Registrata oltre 30 giorni' })).toHaveTextContent('Sì');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u]) => /^\/api\/operazioni\?.*f\.registrazioneTardiva=S%C3%AC/.test(u)),
      ).toBe(true),
    );
  });

  it('shows the day it was recorded and the late-recording flag on the detail', async () => {
    stubApi(['aml-officers']);
    renderRoute(`/operazioni/operazione/${OP.id}/true/pagina/PF`, signedIn());
    expect(await screen.findByText('20/10/2026')).toBeInTheDocument();
    expect(screen.getByText('Data di registrazione')).toBeInTheDocument();
    expect(screen.getByText("Registrata oltre 30 giorni dopo l'operazione")).toBeInTheDocument();
  });
});
