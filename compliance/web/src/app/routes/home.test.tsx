import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workAreaLinks } from '../../config/work-areas.ts';
import { accessToken, fakeAuthClient } from '../../testing/fake-auth-client.ts';
import { renderRoute } from '../../testing/render-route.tsx';

vi.mock('../../features/sign-in/widget-module.ts', () => ({
  SignInWidget: class {
    renderEl() {}
    remove() {}
  },
}));

afterEach(() => vi.unstubAllGlobals());

/** What GET /api/home answers in these tests (the API's shape, HomeSummary). */
const HOME = {
  ambito: { tipo: 'tutte' },
  conteggi: {
    soggetti: 3000,
    operazioni: 60000,
    operazioniAnomale: 12,
    documenti: 30,
    documentiScaduti: 1,
    documentiInScadenza30: 5,
    documentiInScadenza60: 9,
    documentiInScadenza90: 12,
  },
  documentiInScadenza: [
    {
      id: 'd1',
      tipo: 'DOC_IDENTITA',
      soggettoNominativo: 'Rossi Mario',
      nomeFile: 'ci.pdf',
      dataScadenza: '2026-12-05',
      dataAcquisizione: '2026-11-01T10:00:00.000Z',
    },
  ],
  documentiRecenti: [],
  operazioniRecenti: [],
  assignedAlerts: [],
  fontiAlert: 0,
  segnalazioniInAttesa: [
    {
      id: 's1',
      titolo: 'SOS n. 4: Bonifici frazionati',
      stato: 'In valutazione (in ritardo)',
      data: '2026-11-20',
      link: '/registrosegnalazioni/segnalazione/s1/true/pagina',
    },
  ],
  segnalazioniInAttesaTotale: 3,
  azioniAutovalutazione: [
    {
      id: 'i1',
      titolo: 'Formazione della rete (autovalutazione 2026)',
      responsabile: 'Ufficio antiriciclaggio',
      scadenza: '2026-11-20',
      stato: 'In corso',
      scaduta: true,
      link: '/selfevaluations/selfevaluation/a1/true/pagina',
    },
  ],
  autovalutazioniDaInviare: [
    {
      id: 'a0',
      anno: 2025,
      scadenzaInvio: '2026-04-30',
      inRitardo: true,
      link: '/selfevaluations/selfevaluation/a0/true/pagina',
    },
  ],
  questionariDaVerificare: [],
  questionariDaVerificareTotale: 0,
  campagneInCorso: [
    {
      id: 'c1',
      nome: 'Rinnovo clienti ad alto rischio',
      dataLancio: '2026-11-02',
      clienti: 40,
      risposte: 12,
      link: '/ordersurveys/ordersurvey/c1/true/pagina',
    },
  ],
  campagneInCorsoTotale: 1,
};

/** Stubs fetch: `/api/me` answers `status` with `body`, `/api/home` the HOME summary. */
function stubMe(status: number, body: unknown) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/home' ? Response.json(HOME) : Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('Home', () => {
  it('shows the name and Italian role labels from /api/me, and links to every work area', async () => {
    const fetchMock = stubMe(200, {
      sub: 'giulia.rossi@example.com',
      name: 'Giulia Rossi',
      email: 'giulia.rossi@example.com',
      roles: ['aml-officers', 'operators', 'auditors', 'administrators'],
    });
    renderRoute('/', fakeAuthClient({ token: accessToken() }).client);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Benvenuto, Giulia Rossi' }),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/me');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer header.payload.signature');
    const roles = within(screen.getByTestId('user-roles'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(roles).toEqual([
      'Responsabile antiriciclaggio',
      'Operatore di filiale',
      'Revisore',
      'Amministratore',
    ]);

    // the summary of GET /api/home: counts linking to their lists, expiring documents, no alert source yet
    const counts = await screen.findByRole('region', { name: 'Riepilogo' });
    expect(within(counts).getByRole('link', { name: 'In scadenza entro 30 giorni' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/archiviodocumenti\?f\.dataScadenza\.min=\d{4}-\d{2}-\d{2}&f\.dataScadenza\.max=/,
      ),
    );
    expect(within(counts).getByText('60.000')).toBeInTheDocument();
    const reports = screen.getByRole('region', { name: 'Segnalazioni in attesa di decisione (3)' });
    expect(within(reports).getByRole('link', { name: 'SOS n. 4: Bonifici frazionati' })).toHaveAttribute(
      'href',
      '/registrosegnalazioni/segnalazione/s1/true/pagina',
    );
    expect(screen.getByTestId('expiring-documents')).toHaveTextContent(
      "Carta d'identità di Rossi Mario: scade il 05/12/2026",
    );
    expect(screen.getByRole('region', { name: 'Alert assegnati a te' })).toHaveTextContent(
      'l’assegnazione degli alert non è ancora attiva',
    );
    const toSend = screen.getByRole('region', { name: 'Autovalutazioni da inviare a Banca d’Italia' });
    expect(toSend).toHaveTextContent('Autovalutazione 2025 – scadenza del 30/04/2026 superata');
    expect(within(toSend).getByRole('link')).toHaveAttribute(
      'href',
      '/selfevaluations/selfevaluation/a0/true/pagina',
    );
    const actions = screen.getByRole('region', { name: 'Azioni di autovalutazione in scadenza' });
    expect(actions).toHaveTextContent(
      'Formazione della rete (autovalutazione 2026) – Ufficio antiriciclaggio, In corso, scaduta il 20/11/2026',
    );
    expect(within(actions).getByRole('link')).toHaveAttribute(
      'href',
      '/selfevaluations/selfevaluation/a1/true/pagina',
    );
    const campaigns = screen.getByRole('region', { name: 'Campagne in corso (1)' });
    expect(campaigns).toHaveTextContent(
      'Rinnovo clienti ad alto rischio – 12 di 40 questionari inviati, lanciata il 02/11/2026',
    );
    expect(within(campaigns).getByRole('link', { name: 'Rinnovo clienti ad alto rischio' })).toHaveAttribute(
      'href',
      '/ordersurveys/ordersurvey/c1/true/pagina',
    );
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual(['/api/me', '/api/home']);

    const areas = within(screen.getByRole('navigation', { name: 'Aree di lavoro' })).getAllByRole('link');
    expect(areas.map((a) => a.getAttribute('href'))).toEqual(workAreaLinks.map((r) => `/${r.path}`));
    expect(areas).toHaveLength(12); // the 11 work areas of spec §2 and the clients list
  });

  it('on a 401 from /api/me clears the tokens and goes to /login', async () => {
    const fetchMock = stubMe(401, { errorCode: 'E0000011' });
    const fake = fakeAuthClient({ token: accessToken(), session: true });
    const { router } = renderRoute('/', fake.client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fake.tokens.size).toBe(0);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fake.spies.token.getWithRedirect).not.toHaveBeenCalled();
  });

  it('signs out: closes the IdP session, revokes and clears the tokens, goes back to the widget', async () => {
    stubMe(200, { sub: 's', name: 'Marco Bianchi', email: 'm@example.com', roles: ['operators'] });
    const fake = fakeAuthClient({ token: accessToken(), session: true });
    const { router } = renderRoute('/', fake.client);
    await screen.findByText('Operatore di filiale');
    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fake.spies.session.close).toHaveBeenCalledOnce();
    expect(fake.spies.token.revoke).toHaveBeenCalledWith('header.payload.signature');
    expect(fake.tokens.size).toBe(0);
  });
});
