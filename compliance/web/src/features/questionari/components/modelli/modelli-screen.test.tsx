import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken, fakeAuthClient } from '../../../../testing/fake-auth-client.ts';
import { renderRoute } from '../../../../testing/render-route.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const MODELLO = {
  id: '7f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e',
  tipoPersona: 'PF',
  versione: 1,
  creatoDa: 'system',
  createdAt: '2026-01-01T00:00:00.000Z',
  definizione: {
    titolo: 'Questionario PF',
    soglie: { BASSO: 10, MEDIO: 30, ALTO: 60 },
    sezioni: [
      {
        id: 'scopo',
        titolo: 'Scopo del rapporto',
        domande: [
          { id: 'estero', testo: 'Opera con l’estero?', tipo: 'sino', obbligatoria: true, puntiSi: 20 },
        ],
      },
    ],
  },
};

function stubApi(roles: string[]) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/me')
      return Response.json({ sub: 'luca.romano@example.com', name: 'L', email: 'l@e.com', roles });
    if (url === '/api/questionari/modelli' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { definizione: object };
      return Response.json(
        { ...MODELLO, id: 'nuovo', versione: 2, definizione: body.definizione },
        { status: 201 },
      );
    }
    if (url === '/api/questionari/modelli') return Response.json([MODELLO]);
    return Response.json(
      { errorCode: 'E0000007', errorSummary: 'Not found', errorCauses: [] },
      { status: 404 },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('questionari/modelli', () => {
  it('lets an administrator add a conditional question, preview it and publish a new version', async () => {
    const fetchMock = stubApi(['administrators']);
    renderRoute('/questionari/modelli', fakeAuthClient({ token: accessToken() }).client);
    const table = await screen.findByRole('table', { name: /Versioni dei modelli/ });
    expect(within(table).getByRole('row', { name: /PF 1 \(corrente\) Questionario PF/ })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nuova versione del modello PF' }));

    await user.click(screen.getByRole('button', { name: 'Aggiungi una domanda alla sezione 1' }));
    const q2 = screen.getByRole('group', { name: 'Domanda 2 della sezione 1' });
    await user.click(screen.getByRole('button', { name: 'Pubblica' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sezione 1, domanda 2 (domanda1): il testo è obbligatorio.');
    expect(alert).toHaveFocus();

    await user.type(within(q2).getByLabelText('Testo della domanda'), 'Quale paese?');
    await user.selectOptions(within(q2).getByLabelText('Mostra solo se la domanda'), 'estero');
    await user.type(within(q2).getByLabelText(/ha uno di questi valori/), 'si');
    await user.click(screen.getByRole('button', { name: 'Anteprima' }));
    const preview = screen.getByRole('region', { name: /Anteprima/ });
    expect(within(preview).queryByText('Quale paese?')).toBeNull();
    await user.click(within(preview).getByRole('radio', { name: 'Sì' }));
    expect(within(preview).getByText('Quale paese?')).toBeInTheDocument();
    expect(within(preview).getByRole('status')).toHaveTextContent('Punteggio delle risposte di prova: 20');

    await user.click(screen.getByRole('button', { name: 'Pubblica' }));
    expect(await screen.findByText(/Pubblicata la versione 2 del modello PF/)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([u, i]) => u === '/api/questionari/modelli' && i?.method === 'POST',
    );
    const sent = JSON.parse(String(post![1]!.body));
    expect(sent.tipoPersona).toBe('PF');
    expect(sent.definizione.sezioni[0].domande[1]).toEqual({
      id: 'domanda1',
      testo: 'Quale paese?',
      tipo: 'testo',
      obbligatoria: true,
      condizione: { domanda: 'estero', valori: ['si'] },
    });
  });

  it('shows other roles the versions only', async () => {
    stubApi(['auditors']);
    renderRoute('/questionari/modelli', fakeAuthClient({ token: accessToken() }).client);
    expect(await screen.findByRole('table', { name: /Versioni dei modelli/ })).toBeInTheDocument();
    expect(screen.getByText(/Solo un amministratore pubblica/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Nuova versione/ })).toBeNull();
  });
});
