import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken, fakeAuthClient } from '../../../testing/fake-auth-client.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

// typing into MUI forms is slow under jsdom on a loaded machine
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const DOC = {
  id: '0b8f3c1e-5a4d-4c1b-9e2f-7a6b5c4d3e2f',
  version: 1,
  tipo: 'DOC_IDENTITA',
  soggettoId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  soggettoNominativo: 'Rossi Mario',
  numero: 'CA123',
  rilasciatoDa: 'Comune di Milano',
  dataScadenza: '2030-03-01',
  conservaFinoAl: '2036-11-26',
  riservato: false,
  nomeFile: 'carta.pdf',
  contentType: 'application/pdf',
  dimensione: 2048,
  sha256: 'a'.repeat(64),
  dataAcquisizione: '2026-11-26T08:00:00.000Z',
  caricatoDa: 'giulia.rossi@example.com',
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
};

/** Stubs fetch: /api/me with `roles`, the documents list, one document, its deletion; records every call. */
function stubApi(roles: string[]) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/me') return Response.json({ sub: 'x', name: 'X', email: 'x@example.com', roles });
    if (url.startsWith('/api/viste/')) return Response.json([]);
    if (url.startsWith('/api/soggetti?'))
      return Response.json({ items: [], total: 0, page: 1, pageSize: 20 });
    if (url.startsWith('/api/documenti?')) {
      return Response.json({ items: [{ ...DOC, riservato: 'No' }], total: 1, page: 1, pageSize: 20 });
    }
    if (url === `/api/documenti/${DOC.id}` && init?.method === 'DELETE')
      return new Response(null, { status: 204 });
    if (url === `/api/documenti/${DOC.id}`) return Response.json(DOC);
    return Response.json(
      { errorCode: 'E0000007', errorSummary: 'Not found', errorCauses: [] },
      { status: 404 },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fake XMLHttpRequest: reports 50 % uploaded, then (after a pause) answers `status` with `body`. */
function stubXhr(status: number, body: unknown) {
  const sent: Array<{ method: string; url: string; headers: Record<string, string>; body: FormData }> = [];
  class FakeXhr {
    status = 0;
    response: string | null = null;
    responseType = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    abort() {}
    send(form: FormData) {
      sent.push({ ...this.request, body: form });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      setTimeout(() => {
        this.status = status;
        this.response = JSON.stringify(body);
        this.onload?.();
      }, 300);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const signedIn = () => fakeAuthClient({ token: accessToken() }).client;

describe('Archivio documenti', () => {
  it('lists documents and offers the 30/60/90-day expiry views as links that filter the API query', async () => {
    const fetchMock = stubApi(['aml-officers']);
    const user = userEvent.setup();
    renderRoute('/archiviodocumenti', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Archivio documenti' })).toBeInTheDocument();
    expect(await screen.findByText('Rossi Mario')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carica documento' })).toHaveAttribute(
      'href',
      '/archiviodocumenti/documento/nuovo/false/pagina',
    );
    const views = screen.getByRole('navigation', { name: 'Scadenze dei documenti' });
    await user.click(within(views).getByRole('link', { name: 'In scadenza entro 30 giorni' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => u).at(-1)).toMatch(
        /^\/api\/documenti\?.*f\.dataScadenza\.min=\d{4}-\d{2}-\d{2}.*f\.dataScadenza\.max=\d{4}-\d{2}-\d{2}/,
      ),
    );
  });

  it('hides the upload for auditors', async () => {
    stubApi(['auditors']);
    renderRoute('/archiviodocumenti', signedIn());
    expect(await screen.findByText('Rossi Mario')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Carica documento' })).not.toBeInTheDocument();
  });
});

describe('Carica documento', () => {
  it('asks for a file before sending anything', async () => {
    stubApi(['aml-officers']);
    const sent = stubXhr(201, DOC);
    const user = userEvent.setup();
    renderRoute('/archiviodocumenti/documento/nuovo/false/pagina', signedIn());
    await user.click(await screen.findByRole('button', { name: 'Carica' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Correggi i campi evidenziati.');
    expect(screen.getByText('Scegli il file da archiviare.')).toBeInTheDocument();
    expect(screen.getByLabelText('File del documento (PDF, JPEG, PNG o TIFF)')).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('uploads the file with its description as multipart, shows the progress, then opens the document', async () => {
    stubApi(['aml-officers']);
    const sent = stubXhr(201, DOC);
    const user = userEvent.setup();
    const { router } = renderRoute('/archiviodocumenti/documento/nuovo/false/pagina', signedIn());
    const file = new File(['%PDF-1.7 test'], 'carta.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('File del documento (PDF, JPEG, PNG o TIFF)'), file);
    expect(screen.getByText('Scelto: carta.pdf (13 byte)')).toBeInTheDocument();
    // a document of kind ALTRO needs no client (the client lookup is driven in the browser journey)
    await user.click(screen.getByRole('combobox', { name: 'Tipo di documento' }));
    await user.click(await screen.findByRole('option', { name: 'Altro' }));
    await user.type(screen.getByLabelText('Numero del documento'), 'CA123');
    await user.type(screen.getByLabelText('Rilasciato da'), 'Comune di Milano');
    await user.type(screen.getByLabelText('Data di scadenza'), '2030-03-01');
    await user.type(screen.getByLabelText('Descrizione'), 'Fronte e retro');
    await user.click(screen.getByRole('button', { name: 'Carica' }));
    expect(await screen.findByText('Caricamento in corso: 50%', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/archiviodocumenti/documento/${DOC.id}/true/pagina`),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/documenti' });
    expect(sent[0]!.headers.authorization).toBe('Bearer header.payload.signature');
    const form = sent[0]!.body;
    expect((form.get('file') as File).name).toBe('carta.pdf');
    expect(form.get('tipo')).toBe('ALTRO');
    expect(form.get('soggettoId')).toBeNull();
    expect(form.get('numero')).toBe('CA123');
    expect(form.get('riservato')).toBe('false');
    expect(form.get('descrizione')).toBe('Fronte e retro');
  });

  it("announces the API's refusal and puts its message next to the file", async () => {
    stubApi(['aml-officers']);
    stubXhr(415, {
      errorCode: 'E0000052',
      errorSummary: 'Tipo di file non ammesso: sono accettati PDF, JPEG, PNG e TIFF.',
      errorCauses: [
        { field: 'file', errorSummary: 'Il tipo del file non è stato riconosciuto dal suo contenuto.' },
      ],
    });
    const user = userEvent.setup();
    renderRoute('/archiviodocumenti/documento/nuovo/false/pagina', signedIn());
    await user.upload(
      await screen.findByLabelText('File del documento (PDF, JPEG, PNG o TIFF)'),
      new File(['plain text'], 'note.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Tipo di documento' }));
    await user.click(await screen.findByRole('option', { name: 'Altro' }));
    await user.click(screen.getByRole('button', { name: 'Carica' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tipo di file non ammesso');
    expect(
      screen.getByText('Il tipo del file non è stato riconosciuto dal suo contenuto.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('File del documento (PDF, JPEG, PNG o TIFF)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('Documento', () => {
  it('shows the file with its SHA-256 and lets an AML officer delete it after confirming', async () => {
    const fetchMock = stubApi(['aml-officers']);
    const user = userEvent.setup();
    const { router } = renderRoute(`/archiviodocumenti/documento/${DOC.id}/true/pagina`, signedIn());
    expect(
      await screen.findByRole('heading', { level: 1, name: "Carta d'identità di Rossi Mario" }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('sha256')).toHaveTextContent(DOC.sha256);
    expect(screen.getByText('2 kB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il documento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/archiviodocumenti'));
    expect(
      fetchMock.mock.calls.some(([u, i]) => u === `/api/documenti/${DOC.id}` && i?.method === 'DELETE'),
    ).toBe(true);
    expect(await screen.findByText('Documento carta.pdf eliminato.')).toBeInTheDocument();
  });

  it('offers no deletion to a reports delegate', async () => {
    stubApi(['reports-delegates']);
    renderRoute(`/archiviodocumenti/documento/${DOC.id}/true/pagina`, signedIn());
    expect(await screen.findByTestId('sha256')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elimina' })).not.toBeInTheDocument();
  });
});
