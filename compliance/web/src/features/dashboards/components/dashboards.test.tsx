import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken, fakeAuthClient } from '../../../testing/fake-auth-client.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const BRANCH = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const q = (filtri: Record<string, string>) => ({ elenco: 'questionari', filtri });

const MONITORAGGIO = {
  id: 'monitoraggioquestionari',
  oggi: '2026-11-26',
  figure: [
    {
      id: 'per-stato',
      titolo: 'Questionari per stato',
      descrizione: 'Tutti i questionari, per stato.',
      voci: [
        { chiave: 'INVIATO', etichetta: 'Inviato', valore: 1234, ...q({ stato: 'INVIATO' }) },
        { chiave: 'BOZZA', etichetta: 'Bozza', valore: 3, ...q({ stato: 'BOZZA' }) },
      ],
    },
    {
      id: 'completamento-dipendenze',
      titolo: 'Completamento per dipendenza',
      descrizione: 'Clienti con verifica valida sul totale.',
      voci: [
        {
          chiave: BRANCH,
          etichetta: 'Sede di Milano',
          valore: 4,
          ...q({ dipendenzaId: BRANCH, stato: 'VERIFICATO', ultimoVerificato: 'Sì' }),
          base: { valore: 10, elenco: 'soggetti', filtri: { dipendenzaId: BRANCH } },
        },
      ],
    },
    {
      id: 'av-rafforzata',
      titolo: 'Adeguata verifica rafforzata mancante',
      descrizione: 'PEP e clienti a rischio alto senza adeguata verifica rafforzata.',
      voci: [
        {
          chiave: 'MANCANTE_PEP',
          etichetta: 'PEP senza adeguata verifica rafforzata',
          valore: 2,
          elenco: 'soggetti',
          filtri: { avRafforzata: 'MANCANTE_PEP' },
        },
      ],
    },
  ],
};

function stubApi(board: object | null) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/me')
      return Response.json({ sub: 'g@example.com', name: 'G', email: 'g@example.com', roles: ['auditors'] });
    if (url === '/api/cruscotti/monitoraggioquestionari' && board) return Response.json(board);
    return Response.json({ errorCode: 'E0000009', errorSummary: 'Errore', errorCauses: [] }, { status: 503 });
  });
  vi.stubGlobal('fetch', fetchMock);
}

describe('the questionnaire monitoring dashboard', () => {
  it('shows each figure with every number a link to the list filtered as counted', async () => {
    stubApi(MONITORAGGIO);
    renderRoute('/monitoraggioquestionari', fakeAuthClient({ token: accessToken() }).client);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monitoraggio questionari' }),
    ).toBeInTheDocument();
    const states = await screen.findByRole('figure', { name: 'Questionari per stato' });
    expect(within(states).getByRole('link', { name: 'Inviato: 1.234' })).toHaveAttribute(
      'href',
      '/questionari?f.stato=INVIATO',
    );
    await waitFor(() =>
      expect(
        within(states).getByRole('img', { name: 'Questionari per stato: grafico a barre' }),
      ).toBeInTheDocument(),
    );
    const completion = screen.getByRole('figure', { name: 'Completamento per dipendenza' });
    expect(within(completion).getByRole('row', { name: /Sede di Milano/ })).toHaveTextContent(
      'Sede di Milano41040%',
    );
    expect(within(completion).getByRole('link', { name: 'Sede di Milano: 4' })).toHaveAttribute(
      'href',
      `/questionari?f.dipendenzaId=${BRANCH}&f.stato=VERIFICATO&f.ultimoVerificato=S%C3%AC`,
    );
    expect(within(completion).getByRole('link', { name: 'Sede di Milano: Clienti 10' })).toHaveAttribute(
      'href',
      `/anagrafiche?f.dipendenzaId=${BRANCH}`,
    );
    const edd = screen.getByRole('region', { name: 'Adeguata verifica rafforzata mancante' });
    expect(
      within(edd).getByRole('link', { name: 'PEP senza adeguata verifica rafforzata 2' }),
    ).toHaveAttribute('href', '/anagrafiche?f.avRafforzata=MANCANTE_PEP');
    expect(screen.getByText('Dati aggiornati al 26/11/2026.')).toBeInTheDocument();
  });

  it('announces a failed load', async () => {
    stubApi(null);
    renderRoute('/monitoraggioquestionari', fakeAuthClient({ token: accessToken() }).client);
    expect(await screen.findByRole('alert')).toHaveTextContent('Non è stato possibile caricare il cruscotto');
  });
});
