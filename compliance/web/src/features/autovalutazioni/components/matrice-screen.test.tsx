import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MATRICE_PROVVISORIA } from '@compliance/shared';
import { accessToken, fakeAuthClient } from '../../../testing/fake-auth-client.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const V1 = {
  versione: 1,
  nome: 'Provvisoria 40/60',
  celle: MATRICE_PROVVISORIA,
  creataDa: 'system',
  creataIl: '2026-01-01T00:00:00.000Z',
};

function stubApi(roles: string[]) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/me')
      return Response.json({ sub: 'luca.romano@example.com', name: 'L', email: 'l@e.com', roles });
    if (url === '/api/autovalutazioni/matrice/versioni') return Response.json([V1]);
    if (url === '/api/autovalutazioni/matrice' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { nome: string; celle: number[][] };
      return Response.json({
        ...body,
        versione: 2,
        creataDa: 'luca.romano@example.com',
        creataIl: '2026-11-26T10:00:00.000Z',
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

describe('the residual-risk matrix screen', () => {
  it('lets an administrator save a new version of the cells', async () => {
    const fetchMock = stubApi(['administrators']);
    renderRoute('/selfevaluations/matrice', fakeAuthClient({ token: accessToken() }).client);
    expect(
      await screen.findByRole('table', { name: 'Versione 1 in uso: Provvisoria 40/60' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifica la matrice' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Residuo con rischio inerente 4 e vulnerabilità 1' }),
      '3',
    );
    await user.clear(screen.getByRole('textbox', { name: /^Nome della versione/ }));
    await user.type(screen.getByRole('textbox', { name: /^Nome della versione/ }), 'Matrice interna 2026');
    await user.click(screen.getByRole('button', { name: 'Salva come nuova versione' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Salvata la versione 2');
    const put = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      nome: 'Matrice interna 2026',
      celle: [MATRICE_PROVVISORIA[0], MATRICE_PROVVISORIA[1], MATRICE_PROVVISORIA[2], [3, 3, 3, 4]],
      versione: 1,
    });
    const history = screen.getByRole('table', { name: 'Versioni della matrice' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
  });

  it('is read only for the AML officer', async () => {
    stubApi(['aml-officers']);
    renderRoute('/selfevaluations/matrice', fakeAuthClient({ token: accessToken() }).client);
    expect(await screen.findByRole('table', { name: /^Versione 1 in uso/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifica la matrice' })).toBeNull();
  });
});
