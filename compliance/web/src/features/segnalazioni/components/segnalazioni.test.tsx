import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken, fakeAuthClient } from '../../../testing/fake-auth-client.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const ID = '7a1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';
const OP = '8b1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';
const CLIENT = '9c1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';
const ALERT = 'ac1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';
const SOS = {
  id: ID,
  numero: 12,
  tipo: 'SOS',
  stato: 'IN_VALUTAZIONE_DELEGATO',
  oggetto: 'Bonifici frazionati',
  descrizione: 'Serie di bonifici sotto soglia verso un paese a rischio.',
  origine: 'OPERATORE',
  segnalante: 'marco.bianchi@example.com',
  dipendenzaDenominazione: 'Filiale di Monza',
  tipoSospetto: 'RICICLAGGIO',
  dataRilevazione: '2026-11-01',
  scadenza: '2026-12-01',
  inRitardo: false,
  soggetti: [{ id: 'c1', etichetta: 'Rossi Mario (segnalato)' }],
  operazioni: [],
  gestori: [],
  decisioni: [],
  azioni: ['archivia', 'trasmetti'],
  version: 2,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
};

/** Stubs fetch: /api/me (`roles`, or 401 when null), the report and its transitions. */
function stubApi(roles: string[] | null) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/me') {
      return roles
        ? Response.json({ sub: 'giulia.rossi@example.com', name: 'G', email: 'g@example.com', roles })
        : Response.json(
            { errorCode: 'E0000005', errorSummary: 'Authentication required', errorCauses: [] },
            { status: 401 },
          );
    }
    if (url === `/api/segnalazioni/${ID}`) return Response.json(SOS);
    if (url === `/api/segnalazioni/${ID}/transizioni`) {
      const body = JSON.parse(String(init?.body)) as { protocolloUif: string; dataInvioUif: string };
      return Response.json({
        ...SOS,
        stato: 'TRASMESSA',
        ...body,
        dataDecisione: '2026-11-26T09:00:00.000Z',
        conservaFinoAl: '2036-11-26',
        azioni: [],
        version: 3,
      });
    }
    if (url.startsWith('/api/segnalazioni?'))
      return Response.json({ items: [], total: 0, page: 1, pageSize: 20 });
    if (url.startsWith('/api/viste/')) return Response.json([]);
    if (url.startsWith('/api/soggetti?')) return Response.json({ items: [] });
    if (url.startsWith('/api/operazioni?'))
      return Response.json({
        items: [{ id: OP, numeroOperazione: '77', dataOperazione: '2026-10-30', importoEur: '950000' }],
      });
    if (url === '/api/segnalazioni' && init?.method === 'POST')
      return Response.json({ id: ID, numero: 13, leggibile: true }, { status: 201 });
    return Response.json(
      { errorCode: 'E0000007', errorSummary: 'Not found', errorCauses: [] },
      { status: 404 },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof stubApi>, prefix: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix));

describe('the report register', () => {
  it('without a session offers sign-in and asks the API for no report', async () => {
    const fetchMock = stubApi(null);
    renderRoute('/registrosegnalazioni', fakeAuthClient().client);
    expect(await screen.findByRole('link', { name: 'Accedi' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('accedi per consultarlo');
    expect(calls(fetchMock, '/api/segnalazioni')).toHaveLength(0);
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('gives a branch operator only the internal-report link, never the register', async () => {
    const fetchMock = stubApi(['operators']);
    renderRoute('/registrosegnalazioni', fakeAuthClient({ token: accessToken() }).client);
    expect(await screen.findByRole('link', { name: 'Nuova segnalazione interna' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Esporta CSV' })).toBeNull();
    expect(calls(fetchMock, '/api/segnalazioni')).toHaveLength(0);
  });

  it('shows the AML officer the register with its export', async () => {
    stubApi(['aml-officers']);
    renderRoute('/registrosegnalazioni', fakeAuthClient({ token: accessToken() }).client);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registro segnalazioni' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esporta CSV' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuova SOS' })).toBeInTheDocument();
  });
});

describe('the report detail', () => {
  it('refuses to transmit without the UIF protocol (announced, nothing sent), then transmits with it', async () => {
    const fetchMock = stubApi(['aml-officers']);
    const user = userEvent.setup();
    renderRoute(
      `/registrosegnalazioni/segnalazione/${ID}/true/pagina`,
      fakeAuthClient({ token: accessToken() }).client,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Segnalazione n. 12' })).toBeInTheDocument();
    expect(screen.getByText('marco.bianchi@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Conservare fino al (10 anni)')).toBeNull();
    // read mode: no decision panel, only the way to it
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Decidi' }));
    await user.click(await screen.findByRole('radio', { name: 'Trasmetti alla UIF' }));
    await user.type(
      screen.getByRole('textbox', { name: /Motivazione/ }),
      'Sospetto fondato su più indicatori.',
    );
    await user.click(screen.getByRole('button', { name: 'Registra la decisione' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('protocollo UIF');
    expect(calls(fetchMock, `/api/segnalazioni/${ID}/transizioni`)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /protocollo UIF/ }), 'UIF-2026-000123');
    fireEvent.change(screen.getByLabelText(/Data di invio/), { target: { value: '2026-11-26' } });
    // the effects on the client go with the decision (several allowed)
    const effects = screen.getByRole('group', { name: 'Effetti sul cliente' });
    await user.click(within(effects).getByRole('checkbox', { name: 'Rapporto con il cliente chiuso' }));
    await user.click(
      within(effects).getByRole('checkbox', { name: 'Profilo di rischio del cliente innalzato' }),
    );
    await user.click(screen.getByRole('button', { name: 'Registra la decisione' }));
    expect(await screen.findByText(/Decisione registrata/)).toBeInTheDocument();
    const [, init] = calls(fetchMock, `/api/segnalazioni/${ID}/transizioni`)[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      azione: 'trasmetti',
      version: 2,
      protocolloUif: 'UIF-2026-000123',
      dataInvioUif: '2026-11-26',
      effetti: ['RAPPORTO_CHIUSO', 'RISCHIO_INNALZATO'],
    });
    await waitFor(() => expect(screen.getByText('UIF-2026-000123')).toBeInTheDocument());
    // once decided, the retention date (10 years, design §1.5)
    expect(screen.getByText('Conservare fino al (10 anni)')).toBeInTheDocument();
    expect(screen.getByText('26/11/2036')).toBeInTheDocument();
  });
});

describe('filing an SOS from a monitoring alert', () => {
  it('comes prefilled with the alert, its client and operation, and sends them', async () => {
    const fetchMock = stubApi(['aml-officers']);
    const user = userEvent.setup();
    const query = new URLSearchParams({
      tipo: 'SOS',
      alertId: ALERT,
      soggettoId: CLIENT,
      cliente: 'Rossi Mario',
      operazioneId: OP,
    });
    const { router } = renderRoute(
      `/registrosegnalazioni/segnalazione/nuovo/false/pagina?${query}`,
      fakeAuthClient({ token: accessToken() }).client,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuova SOS' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Cliente segnalato/ })).toHaveValue('Rossi Mario');
    expect(await screen.findByRole('checkbox', { name: /n\. 77 del 30\/10\/2026/ })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /Oggetto/ }), 'Versamenti frazionati');
    await user.type(
      screen.getByRole('textbox', { name: /Descrizione dei motivi/ }),
      'Versamenti sotto soglia ripetuti.',
    );
    await user.click(screen.getByRole('combobox', { name: /Tipo di sospetto/ }));
    await user.click(await screen.findByRole('option', { name: 'Riciclaggio' }));
    fireEvent.change(screen.getByLabelText(/Rilevata il/), { target: { value: '2026-11-20' } });
    await user.click(screen.getByRole('button', { name: 'Registra' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/registrosegnalazioni/segnalazione/${ID}/true/pagina`),
    );
    const [, init] = fetchMock.mock.calls.find(
      ([url, i]) => url === '/api/segnalazioni' && i?.method === 'POST',
    )!;
    expect(JSON.parse(String(init?.body))).toEqual({
      tipo: 'SOS',
      oggetto: 'Versamenti frazionati',
      descrizione: 'Versamenti sotto soglia ripetuti.',
      soggettoId: CLIENT,
      tipoSospetto: 'RICICLAGGIO',
      dataRilevazione: '2026-11-20',
      operazioneIds: [OP],
      alertId: ALERT,
    });
  });
});
