import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken, fakeAuthClient } from '../../../testing/fake-auth-client.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

// typing into MUI forms is slow under jsdom on a loaded machine
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const ID = '6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';
const ALERT = {
  id: ID,
  numeroAlert: 42,
  tipo: 'INDICATORE',
  stato: 'IN_LAVORAZIONE',
  dipendenzaId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  dipendenzaDenominazione: 'Sede di Milano',
  soggettoId: '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  soggettoNominativo: 'Rossi Mario',
  tipoPersona: 'PF',
  codiceIndicatore: '11.1',
  descrizione: 'Versamenti ripetuti di poco inferiori alla soglia.',
  punteggio: 81,
  classeRischio: 'ALTO',
  importoEur: 99_900,
  dataRilevazione: '2026-11-10',
  giorni: 16,
  ageing: '8-30',
  assegnatario: 'giulia.rossi@example.com',
  version: 3,
  createdAt: '2026-11-10T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const BOARD = {
  perStato: { NUOVO: 1200, IN_LAVORAZIONE: 3, CHIUSO: 7 },
  perEsito: { ARCHIVIATO: 5, DA_SEGNALARE: 2 },
  ageing: { '0-7': 1, '8-30': 2, '31-60': 0, '>60': 1200 },
  perDipendenza: [{ chiave: ALERT.dipendenzaId, etichetta: 'Sede di Milano', aperti: 1203, chiusi: 7 }],
  perIndicatore: [
    { chiave: '11.1', etichetta: 'Indicatore 11.1', aperti: 4, chiusi: 1 },
    { chiave: 'SOGLIA', etichetta: 'Candidata segnalazione soglia contante', aperti: 2, chiusi: 0 },
  ],
  perClasseRischio: [{ chiave: 'ALTO', etichetta: 'Alto', aperti: 9, chiusi: 1 }],
  operazioniMese: {
    dal: '2026-10-01',
    al: '2026-10-31',
    numero: 1234,
    importoEur: 123456789,
    contanteEur: 2500000,
    registrazioniTardive: 3,
    candidatiSoglia: 2,
  },
};

/** Stubs fetch: /api/me (`roles`), the alert, its transitions (closing answers the closed alert), the dashboard. */
function stubApi(roles: string[]) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/me')
      return Response.json({ sub: 'giulia.rossi@example.com', name: 'G', email: 'g@example.com', roles });
    if (url === `/api/alert/${ID}`) return Response.json(ALERT);
    if (url === `/api/alert/${ID}/transizioni`) {
      const body = JSON.parse(String(init?.body)) as { esito: string; motivazione: string };
      return Response.json({
        ...ALERT,
        stato: 'CHIUSO',
        esito: body.esito,
        motivazione: body.motivazione,
        chiusoDa: ALERT.assegnatario,
        dataChiusura: '2026-11-26T10:00:00.000Z',
        version: 4,
      });
    }
    if (url === '/api/alert/cruscotto') return Response.json(BOARD);
    if (url.startsWith('/api/segnalazioni?'))
      return Response.json({ items: [], total: 5, page: 1, pageSize: 20 });
    if (url === '/api/alert/cruscotto?mese=2026-09')
      return Response.json({
        ...BOARD,
        operazioniMese: { ...BOARD.operazioniMese, dal: '2026-09-01', al: '2026-09-30', numero: 77 },
      });
    return Response.json(
      { errorCode: 'E0000007', errorSummary: 'Not found', errorCauses: [] },
      { status: 404 },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('the alert detail', () => {
  it('refuses to close without a rationale (announced, nothing sent), then closes with one', async () => {
    const fetchMock = stubApi(['aml-officers']);
    renderRoute(
      `/monitoraggiooperazioni/alert/${ID}/false/pagina`,
      fakeAuthClient({ token: accessToken() }).client,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Alert n. 42' })).toBeInTheDocument();
    expect(screen.getByText('Versamenti ripetuti di poco inferiori alla soglia.')).toBeInTheDocument();
    expect(screen.getByText('999,00 €')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rossi Mario (PF)' })).toHaveAttribute(
      'href',
      `/inserimentodatianagrafici/${ALERT.soggettoId}/true/pagina/PF`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Da segnalare' }));
    await user.click(screen.getByRole('button', { name: 'Chiudi alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La motivazione è obbligatoria');
    expect(screen.getByRole('textbox', { name: /^Motivazione/ })).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetchMock)).toHaveLength(0);

    await user.type(
      screen.getByRole('textbox', { name: /^Motivazione/ }),
      'Frazionamento senza giustificazione.',
    );
    await user.click(screen.getByRole('button', { name: 'Chiudi alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Alert chiuso.');
    expect(JSON.parse(String(posts(fetchMock)[0]![1]!.body))).toEqual({
      azione: 'chiudi',
      version: 3,
      esito: 'DA_SEGNALARE',
      motivazione: 'Frazionamento senza giustificazione.',
    });
    expect(screen.getByRole('button', { name: 'Riapri alert' })).toBeInTheDocument();
  });

  it('is read-only for an auditor, even with readonly=false', async () => {
    stubApi(['auditors']);
    renderRoute(
      `/monitoraggiooperazioni/alert/${ID}/false/pagina`,
      fakeAuthClient({ token: accessToken() }).client,
    );
    expect(await screen.findByText('Il tuo ruolo consente solo la consultazione.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chiudi alert' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Valuta' })).toBeNull();
  });
});

describe('the monitoring dashboard', () => {
  it("shows the month's operations, each figure opening the operations list, and another month from the picker", async () => {
    const fetchMock = stubApi(['aml-officers']);
    renderRoute('/monitoraggiooperazioni/cruscotto', fakeAuthClient({ token: accessToken() }).client);
    const tiles = await screen.findByRole('region', { name: 'Operazioni di ottobre 2026' });
    expect(within(tiles).getByRole('link', { name: 'Operazioni' })).toHaveAttribute(
      'href',
      '/operazioni?f.dataOperazione.min=2026-10-01&f.dataOperazione.max=2026-10-31',
    );
    expect(tiles).toHaveTextContent('1.234');
    expect(tiles).toHaveTextContent('1.234.567,89');
    expect(tiles).toHaveTextContent('25.000,00');
    expect(
      within(tiles).getByRole('link', { name: 'Registrazioni tardive (oltre 30 giorni)' }),
    ).toHaveAttribute(
      'href',
      '/operazioni?f.registrazioneTardiva=S%C3%AC&f.dataRegistrazione.min=2026-10-01&f.dataRegistrazione.max=2026-10-31',
    );
    expect(within(tiles).getByText('Clienti candidati alla comunicazione oggettiva')).toBeInTheDocument();
    fireEvent.change(within(tiles).getByLabelText('Mese'), { target: { value: '2026-09' } });
    const september = await screen.findByRole('region', { name: 'Operazioni di settembre 2026' });
    expect(september).toHaveTextContent('77');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/alert/cruscotto?mese=2026-09')).toBe(true);
    // An SOS reader also sees this year's SOS sent to UIF, as the register counts them.
    const year = new Date().getFullYear();
    const sos = await screen.findByRole('region', { name: 'Segnalazioni alla UIF' });
    expect(within(sos).getByRole('link', { name: `SOS trasmesse nel ${year}` })).toHaveAttribute(
      'href',
      `/registrosegnalazioni?f.tipo=SOS&f.tipoInvio=ORIGINARIA&f.dataInvioUif.min=${year}-01-01`,
    );
    expect(sos).toHaveTextContent('5');
  });

  it('gives every chart a titled figure and a table whose numbers open the filtered queue', async () => {
    stubApi(['auditors']);
    renderRoute('/monitoraggiooperazioni/cruscotto', fakeAuthClient({ token: accessToken() }).client);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cruscotto monitoraggio' }),
    ).toBeInTheDocument();
    const states = await screen.findByRole('region', { name: 'Alert per stato' });
    // Auditors do not read the report register: no SOS figure.
    expect(screen.queryByRole('region', { name: 'Segnalazioni alla UIF' })).toBeNull();
    expect(within(states).getByRole('link', { name: 'Nuovo' })).toHaveAttribute(
      'href',
      '/monitoraggiooperazioni?f.stato=NUOVO',
    );
    expect(states).toHaveTextContent('1.200');
    const indicators = screen.getByRole('figure', { name: 'Alert per indicatore o regola' });
    expect(within(indicators).getByRole('link', { name: 'Indicatore 11.1: 4 aperti' })).toHaveAttribute(
      'href',
      '/monitoraggiooperazioni?f.codiceIndicatore=11.1&f.aperto=S%C3%AC',
    );
    expect(
      within(indicators).getByRole('link', { name: 'Candidata segnalazione soglia contante: 0 chiusi' }),
    ).toHaveAttribute('href', '/monitoraggiooperazioni?f.tipo=SOGLIA&f.aperto=No');
    const branches = screen.getByRole('figure', { name: 'Alert per dipendenza' });
    expect(within(branches).getByRole('row', { name: /Sede di Milano/ })).toHaveTextContent(
      'Sede di Milano1.20371.210',
    );
    await waitFor(() =>
      expect(
        within(branches).getByRole('img', { name: 'Alert per dipendenza: grafico a barre' }),
      ).toBeInTheDocument(),
    );
  });
});
