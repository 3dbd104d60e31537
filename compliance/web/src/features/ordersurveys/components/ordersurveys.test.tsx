import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken, fakeAuthClient } from '../../../testing/fake-auth-client.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const ID = '7f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';
const DRAFT = {
  id: ID,
  nome: 'Rinnovo alto rischio',
  tipoPersona: 'PF',
  filtro: { revisione: 'IN_SCADENZA', giorni: 60, classiRischio: ['ALTO'] },
  stato: 'BOZZA',
  canale: 'HOME_BANKING',
  giorniSollecito: 7,
  creataDa: 'giulia.rossi@example.com',
  clienti: 0,
  avanzamento: {},
  solleciti: 0,
  version: 3,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};
const ANTEPRIMA = { totale: 42, clienti: [{ id: 'c1', nominativo: 'Rossi Mario', dipendenza: 'Sede' }] };

/** Stubs fetch: /api/me (`roles`), the campaign, the preview; the transition answers the launched campaign. */
function stubApi(roles: string[], transition?: Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/me') return Response.json({ sub: 'g@example.com', name: 'G', email: 'g@e.com', roles });
    if (url === `/api/ordersurveys/${ID}`) return Response.json(DRAFT);
    if (url === '/api/ordersurveys/anteprima') return Response.json(ANTEPRIMA);
    if (url === `/api/ordersurveys/${ID}/transizioni` && transition) return transition;
    if (url.startsWith('/api/dipendenze'))
      return Response.json({ items: [], total: 0, page: 1, pageSize: 100 });
    void init;
    return Response.json(
      { errorCode: 'E0000007', errorSummary: 'Not found', errorCauses: [] },
      { status: 404 },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('order surveys', () => {
  it('schedules the sending for a date, sent in the transition and announced', async () => {
    const scheduled = Response.json({
      ...DRAFT,
      stato: 'PROGRAMMATA',
      dataInvio: '2030-05-04',
      programmataDa: 'g@example.com',
      version: 4,
    });
    const fetchMock = stubApi(['aml-officers'], scheduled);
    renderRoute(
      `/ordersurveys/ordersurvey/${ID}/true/pagina`,
      fakeAuthClient({ token: accessToken() }).client,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Home banking')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Programma l’invio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Programmare l’invio?' });
    await user.type(within(dialog).getByLabelText(/Data d’invio/), '2030-05-04');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(
      await screen.findByText('Invio programmato. La campagna partirà il 04/05/2030.'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([u]) => u === `/api/ordersurveys/${ID}/transizioni`)!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      azione: 'programma',
      version: 3,
      dataInvio: '2030-05-04',
    });
  });

  it('previews the clients of a new campaign’s filter, announced in a status region', async () => {
    const fetchMock = stubApi(['aml-officers']);
    renderRoute(
      '/ordersurveys/ordersurvey/nuovo/false/pagina',
      fakeAuthClient({ token: accessToken() }).client,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Nome della campagna/ }), 'Prova');
    await user.click(screen.getByRole('checkbox', { name: 'Alto' }));
    await user.click(screen.getByRole('button', { name: 'Calcola destinatari' }));
    expect(
      await screen.findByText(/Il filtro seleziona oggi 42 clienti, tra cui Rossi Mario\./),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([u]) => u === '/api/ordersurveys/anteprima')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      tipoPersona: 'PF',
      filtro: { revisione: 'IN_SCADENZA', giorni: 60, classiRischio: ['ALTO'] },
    });
  });

  it('launches after a confirmation naming the count, and announces a refusal', async () => {
    const refusal = Response.json(
      {
        errorCode: 'E0000112',
        errorSummary: 'La campagna non ha destinatari: il filtro non seleziona alcun cliente.',
        errorCauses: [{ errorSummary: 'Il filtro non seleziona alcun cliente: modificarlo.' }],
      },
      { status: 409 },
    );
    const fetchMock = stubApi(['aml-officers'], refusal);
    renderRoute(
      `/ordersurveys/ordersurvey/${ID}/true/pagina`,
      fakeAuthClient({ token: accessToken() }).client,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lancia la campagna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lanciare la campagna?' });
    expect(await within(dialog).findByText(/Il filtro seleziona oggi 42 clienti/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La campagna non ha destinatari');
    const sent = fetchMock.mock.calls.find(([u]) => u === `/api/ordersurveys/${ID}/transizioni`)!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ azione: 'lancia', version: 3 });
  });

  it('shows an auditor the campaign without any action', async () => {
    stubApi(['auditors']);
    renderRoute(
      `/ordersurveys/ordersurvey/${ID}/true/pagina`,
      fakeAuthClient({ token: accessToken() }).client,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campagna Rinnovo alto rischio' }),
    ).toBeVisible();
    expect(screen.getByText(/revisione in scadenza entro 60 giorni; classe alto/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Lancia|Modifica/ })).toBeNull();
  });

  it('counts the clients without an answer past the reply deadline and lists them on request', async () => {
    const running = {
      ...DRAFT,
      stato: 'IN_CORSO',
      scadenzaRisposta: '2026-11-01',
      lanciataDa: 'giulia.rossi@example.com',
      dataLancio: '2026-10-01T08:00:00.000Z',
      clienti: 5,
      avanzamento: { BOZZA: 3, INVIATO: 2 },
      inRitardo: 3,
    };
    const riga = (n: number) => ({
      id: `r${n}`,
      soggettoId: `s${n}`,
      soggettoNominativo: `Cliente ${n}`,
      dipendenza: 'Sede',
      numero: String(n),
      stato: 'BOZZA',
      tipoPersona: 'PF',
      solleciti: '1',
      inRitardo: 'Sì',
    });
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/me')
        return Response.json({ sub: 'g', name: 'G', email: 'g@e.com', roles: ['auditors'] });
      if (url === `/api/ordersurveys/${ID}`) return Response.json(running);
      if (url.startsWith('/api/ordersurveys/clienti?'))
        return Response.json({ items: [riga(1), riga(2), riga(3)], total: 3, page: 1, pageSize: 20 });
      return Response.json({ errorCode: 'E0000007', errorSummary: 'x', errorCauses: [] }, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(
      `/ordersurveys/ordersurvey/${ID}/true/pagina`,
      fakeAuthClient({ token: accessToken() }).client,
    );
    const user = userEvent.setup();
    const overdue = await screen.findByRole('button', { name: 'Senza risposta alla scadenza: 3' });
    expect(overdue).toHaveAttribute('aria-pressed', 'false');
    await user.click(overdue);
    expect(overdue).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Clienti – Senza risposta alla scadenza' }),
    ).toBeVisible();
    expect(
      fetchMock.mock.calls.some(([u]) => /\/api\/ordersurveys\/clienti\?.*f\.inRitardo=S%C3%AC/.test(u)),
    ).toBe(true);
  });
});
