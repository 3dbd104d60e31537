import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MATRICE_PROVVISORIA } from '@compliance/shared';
import { accessToken, fakeAuthClient } from '../../../testing/fake-auth-client.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const ID = '7f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';
const DRAFT = {
  id: ID,
  anno: 2026,
  stato: 'BOZZA',
  matriceVersione: 1,
  linee: [
    {
      codice: 'RETAIL',
      nome: 'Banca al dettaglio (retail)',
      peso: 70,
      rischioInerente: 3,
      vulnerabilita: 2,
      rischioResiduo: 2,
    },
    { codice: 'PAGAMENTI', nome: 'Servizi di pagamento e rimesse', peso: 30 },
  ],
  interventi: [],
  scadenzaInvio: '2027-04-30',
  invioInRitardo: false,
  version: 4,
  createdAt: '2026-01-10T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};
const MATRICE = {
  versione: 1,
  nome: 'Provvisoria 40/60',
  celle: MATRICE_PROVVISORIA,
  creataDa: 'system',
  creataIl: '2026-01-01T00:00:00.000Z',
};
const CONFRONTO = {
  anno: 2026,
  annoPrecedente: 2025,
  righe: [
    {
      codice: 'RETAIL',
      nome: 'Banca al dettaglio (retail)',
      precedente: 3,
      attuale: 2,
      andamento: 'MIGLIORATO',
    },
    { codice: 'PAGAMENTI', nome: 'Servizi di pagamento e rimesse', precedente: 2, andamento: 'NON_VALUTATO' },
  ],
  complessivoPrecedente: 3,
};

/** Stubs fetch: /api/me (`roles`), the record (`record`), the matrix, the comparison; PUT answers the saved draft. */
function stubApi(roles: string[], record: object = DRAFT) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/me')
      return Response.json({ sub: 'giulia.rossi@example.com', name: 'G', email: 'g@e.com', roles });
    if (url === `/api/autovalutazioni/${ID}` && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { linee: object[] };
      return Response.json({ ...record, ...body, version: 5 });
    }
    if (url === `/api/autovalutazioni/${ID}/invio-bdi`) {
      const body = JSON.parse(String(init!.body)) as { dataInvio: string; protocollo: string };
      return Response.json({
        ...record,
        stato: 'INVIATA_BDI',
        dataInvioBdi: body.dataInvio,
        protocolloBdi: body.protocollo,
        invioBdiRegistratoDa: 'giulia.rossi@example.com',
        invioInRitardo: true,
        version: 6,
      });
    }
    if (url === `/api/autovalutazioni/${ID}`) return Response.json(record);
    if (url === '/api/autovalutazioni/matrice/versioni') return Response.json([MATRICE]);
    if (url === `/api/autovalutazioni/${ID}/confronto`) return Response.json(CONFRONTO);
    if (url === `/api/autovalutazioni/${ID}/pdf`) {
      return new Response(new Blob(['%PDF-1.7']), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="a.pdf"' },
      });
    }
    return Response.json(
      { errorCode: 'E0000007', errorSummary: 'Not found', errorCauses: [] },
      { status: 404 },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const puts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT');

describe('the self-assessment detail', () => {
  it('shows the matrix as a captioned table with headers and the lines placed in their cell', async () => {
    stubApi(['auditors']);
    renderRoute(
      `/selfevaluations/selfevaluation/${ID}/true/pagina`,
      fakeAuthClient({ token: accessToken() }).client,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Autovalutazione 2026' }),
    ).toBeInTheDocument();
    const matrix = await screen.findByRole('table', { name: /Matrice del rischio residuo \(versione 1/ });
    expect(within(matrix).getAllByRole('columnheader')).toHaveLength(5);
    const row = within(matrix).getByRole('row', { name: /Rischio inerente 3 – Abbastanza significativo/ });
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(
      '2 – Poco significativoBanca al dettaglio (retail)',
    );
    expect(screen.queryByRole('link', { name: 'Modifica' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Scarica il PDF' })).toBeNull();
  });

  it('edits a draft: previews the residual level, checks before sending, saves with the version read', async () => {
    const fetchMock = stubApi(['aml-officers']);
    renderRoute(
      `/selfevaluations/selfevaluation/${ID}/false/pagina`,
      fakeAuthClient({ token: accessToken() }).client,
    );
    const user = userEvent.setup();
    const inerente = await screen.findByRole('combobox', {
      name: 'Rischio inerente – Servizi di pagamento e rimesse',
    });
    await user.selectOptions(inerente, '4');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Vulnerabilità – Servizi di pagamento e rimesse' }),
      '4',
    );
    const lines = screen.getByRole('table', { name: /Linee di business \(somma dei pesi: 100%\)/ });
    expect(within(lines).getByRole('row', { name: /Servizi di pagamento/ })).toHaveTextContent(
      '4 – Molto significativo',
    );

    await user.click(screen.getByRole('button', { name: 'Aggiungi intervento' }));
    await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Intervento 1: la descrizione va da 5 a 2000 caratteri',
    );
    expect(puts(fetchMock)).toHaveLength(0);

    await user.type(
      screen.getByRole('textbox', { name: /^Descrizione/ }),
      'Rafforzare i controlli sulle rimesse',
    );
    await user.type(screen.getByRole('textbox', { name: /^Responsabile/ }), 'Ufficio antiriciclaggio');
    await user.type(screen.getByLabelText(/^Scadenza/), '2027-03-31');
    await user.click(screen.getByRole('button', { name: 'Salva bozza' }));
    expect(await screen.findByText('Bozza salvata.')).toBeInTheDocument();
    const body = JSON.parse(String(puts(fetchMock)[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      version: 4,
      linee: [
        { codice: 'RETAIL', peso: 70, rischioInerente: 3, vulnerabilita: 2 },
        { codice: 'PAGAMENTI', peso: 30, rischioInerente: 4, vulnerabilita: 4 },
      ],
      interventi: [
        {
          descrizione: 'Rafforzare i controlli sulle rimesse',
          responsabile: 'Ufficio antiriciclaggio',
          scadenza: '2027-03-31',
          stato: 'DA_AVVIARE',
        },
      ],
    });
    expect(screen.getByRole('button', { name: 'Invia in approvazione' })).toBeInTheDocument();
  });

  it('keeps an approved self-assessment read only, even with readonly=false, and compares it with last year', async () => {
    const createObjectURL = vi.fn(() => 'blob:autovalutazione');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const fetchMock = stubApi(['aml-officers'], {
      ...DRAFT,
      stato: 'APPROVATA',
      approvataDa: 'giulia.rossi@example.com',
      dataApprovazione: '2026-11-25T10:00:00.000Z',
    });
    renderRoute(
      `/selfevaluations/selfevaluation/${ID}/false/pagina`,
      fakeAuthClient({ token: accessToken() }).client,
    );
    expect(await screen.findByText(/L’autovalutazione approvata non si modifica/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salva bozza' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Approvazione' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Scarica il PDF' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/autovalutazioni/${ID}/pdf`)).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Confronto con l’anno precedente' }));
    const table = await screen.findByRole('table', {
      name: 'Rischio residuo 2025 e 2026 per linea di business',
    });
    expect(within(table).getByRole('row', { name: /Banca al dettaglio/ })).toHaveTextContent(
      'Banca al dettaglio (retail)3 – Abbastanza significativo2 – Poco significativo↓ In miglioramento',
    );
  });
  it('records the sending to Banca d’Italia of an approved one, flags it late and announces it', async () => {
    const approved = {
      ...DRAFT,
      anno: 2024,
      stato: 'APPROVATA',
      scadenzaInvio: '2025-04-30',
      invioInRitardo: true,
      rischioResiduoComplessivo: 2,
      approvataDa: 'giulia.rossi@example.com',
      dataApprovazione: '2026-11-20T08:00:00.000Z',
    };
    const fetchMock = stubApi(['aml-officers'], approved);
    renderRoute(
      `/selfevaluations/selfevaluation/${ID}/true/pagina`,
      fakeAuthClient({ token: accessToken() }).client,
    );
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Invio a Banca d’Italia' });
    expect(
      within(panel).getByText(
        /Scadenza del 30\/04\/2025 superata: l’autovalutazione non risulta ancora inviata\./,
      ),
    ).toBeInTheDocument();
    const date = within(panel).getByLabelText(/Data d’invio/);
    await user.clear(date);
    await user.type(date, '2026-11-21');
    await user.type(within(panel).getByRole('textbox', { name: /Protocollo/ }), 'BDI-77');
    await user.click(within(panel).getByRole('button', { name: 'Registra invio a Banca d’Italia' }));
    expect(
      await screen.findByText('Invio a Banca d’Italia registrato: 21/11/2026, protocollo BDI-77.'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([u]) => u === `/api/autovalutazioni/${ID}/invio-bdi`)!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      version: 4,
      dataInvio: '2026-11-21',
      protocollo: 'BDI-77',
    });
  });
});
