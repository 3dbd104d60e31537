import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { suiteRoutes } from '../config/work-areas.ts';
import { RETURN_PATH_KEY } from '../lib/guard.ts';
import { LOGIN_RETURN_PATH_KEY } from '../lib/return-path.ts';
import { accessToken, fakeAuthClient } from '../testing/fake-auth-client.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { AREA_SCREENS } from './area-screens.tsx';
import { buildRoutes } from './routes.tsx';

vi.mock('../features/sign-in/widget-module.ts', () => ({
  SignInWidget: class {
    renderEl() {}
    remove() {}
  },
}));

const SAMPLE: Record<string, string> = {
  id: '42',
  readonly: 'true',
  layout: 'full',
  tipopersona: 'PF',
  submission: '3',
  verified: 'si',
};

/** Concrete URL of a route pattern; optional segments are filled in. */
function urlOf(pattern: string): string {
  return `/${pattern.replace(/:(\w+)\??/g, (_m, name: string) => SAMPLE[name] ?? name)}`;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        sub: 'giulia.rossi@example.com',
        name: 'Giulia Rossi',
        email: 'g@example.com',
        roles: [],
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('route table (spec §2)', () => {
  it.each(suiteRoutes.map((r) => [r.id, urlOf(r.path)]))('%s resolves at %s', (id, url) => {
    const matches = matchRoutes(buildRoutes(), url);
    expect(matches).not.toBeNull();
    expect(matches!.at(-1)!.route.path ?? '').toBe(suiteRoutes.find((r) => r.id === id)!.path || '');
  });

  const placeholders = suiteRoutes.filter((r) => r.id !== 'home' && !(r.id in AREA_SCREENS));
  it.each(placeholders.map((r) => [r.title, urlOf(r.path), r.path]))(
    'shows the placeholder "%s" and its parameters at %s',
    async (title, url, pattern) => {
      renderRoute(url, fakeAuthClient({ token: accessToken() }).client);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      for (const name of pattern.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) {
        expect(screen.getByText(name)).toBeInTheDocument();
        expect(screen.getByText(SAMPLE[name]!)).toBeInTheDocument();
      }
    },
  );

  it.each([
    ['/istituti', 'Istituti'],
    ['/dipendenze', 'Dipendenze'],
  ])('shows the list screen at %s', async (url, title) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (input.startsWith('/api/viste/')) return Response.json([]);
        if (input === '/api/me')
          return Response.json({ sub: 's', name: 'N', email: 'e', roles: ['auditors'] });
        return Response.json({ items: [], total: 0, page: 1, pageSize: 20 });
      }),
    );
    renderRoute(url, fakeAuthClient({ token: accessToken() }).client);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Esporta CSV' })).toBeInTheDocument();
  });

  it('accepts the questionnaire form without the optional verified segment', async () => {
    renderRoute(
      '/questionari/questionario/1/false/compact/PG/2',
      fakeAuthClient({ token: accessToken() }).client,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionario' })).toBeInTheDocument();
    expect(screen.queryByText('verified')).toBeNull();
  });
});

describe('the guard', () => {
  it('sends a guarded route to /login when there is neither a token nor an IdP session', async () => {
    const { router } = renderRoute('/operazioni', fakeAuthClient().client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Operazioni' })).toBeNull();
  });

  it('remembers the requested deep link before going to /login', async () => {
    const { router } = renderRoute('/istituti/istituto/3/true/full?tab=2#note', fakeAuthClient().client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(LOGIN_RETURN_PATH_KEY)).toBe('/istituti/istituto/3/true/full?tab=2#note');
    expect(router.state.location.search).toBe('');
  });

  it('obtains tokens by redirect when the IdP session exists, remembering the path', async () => {
    const fake = fakeAuthClient({ session: true, token: accessToken(-60) });
    renderRoute('/istituti?pagina=2', fake.client);
    await waitFor(() => expect(fake.spies.token.getWithRedirect).toHaveBeenCalledOnce());
    expect(fake.spies.token.getWithRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ responseType: 'code', prompt: 'none' }),
    );
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/istituti?pagina=2');
    expect(screen.queryByRole('heading', { name: 'Istituti' })).toBeNull();
  });

  it('lets the report register and its detail through without any check (own lazy chunk)', async () => {
    // without a session the API answers 401: the screen offers sign-in and shows no data
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { errorCode: 'E0000005', errorSummary: 'Authentication required', errorCauses: [] },
          { status: 401 },
        ),
      ),
    );
    const fake = fakeAuthClient();
    renderRoute('/registrosegnalazioni/segnalazione/9/true/full', fake.client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Segnalazione' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Accedi' })).toBeInTheDocument();
    expect(fake.spies.session.exists).not.toHaveBeenCalled();
  });

  it('answers unknown paths with a not-found page', async () => {
    renderRoute('/non-esiste', fakeAuthClient().client);
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });
});
