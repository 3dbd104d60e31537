import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AreaLoadError, lazyAreaScreen, shareAreaLoad, type AreaModule } from './lazy-area.tsx';

/** A chunk load the test settles by hand. */
function deferred() {
  let resolve!: (module: AreaModule) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<AreaModule>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const module = (id: string, text: string): AreaModule => ({ screens: { [id]: () => <h1>{text}</h1> } });

// The theme chunk comes with every area: import it once so the tests wait only for the loads they control.
beforeAll(async () => {
  await import('../kit/theme-provider.tsx');
}, 60_000);

describe('lazyAreaScreen', () => {
  it('announces the loading area in Italian, then shows its screen', async () => {
    const load = deferred();
    const Screen = lazyAreaScreen(() => load.promise, 'istituti');
    render(<Screen />);
    expect(await screen.findByRole('status')).toHaveTextContent('Caricamento della sezione «Istituti»…');
    load.resolve(module('istituti', 'Elenco istituti'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elenco istituti' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers a retry when the chunk cannot be fetched, and the retry fetches it again', async () => {
    const attempts = [deferred(), deferred()];
    const loader = vi.fn(() => attempts[loader.mock.calls.length - 1]!.promise);
    const Screen = lazyAreaScreen(shareAreaLoad(loader), 'dipendenze');
    render(<Screen />);
    attempts[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossibile caricare la sezione «Dipendenze»');
    expect(screen.getByRole('button', { name: 'Ricarica la pagina' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Caricamento della sezione «Dipendenze»…');
    attempts[1]!.resolve(module('dipendenze', 'Elenco dipendenze'));
    expect(await screen.findByRole('heading', { name: 'Elenco dipendenze' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tries afresh when the screen is shown again after a failed load', async () => {
    const loader = vi
      .fn<() => Promise<AreaModule>>()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(module('operazioni', 'Elenco operazioni'));
    const Screen = lazyAreaScreen(shareAreaLoad(loader), 'operazioni');
    const first = render(<Screen />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    first.unmount();
    render(<Screen />);
    expect(await screen.findByRole('heading', { name: 'Elenco operazioni' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('leaves errors that are not a failed load to the boundaries above it', async () => {
    const Broken = () => {
      throw new Error('bug in a screen');
    };
    const Screen = lazyAreaScreen(async () => ({ screens: { istituto: Broken } }), 'istituto');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Outer>
        <Screen />
      </Outer>,
    );
    expect(await screen.findByText('outer: bug in a screen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    spy.mockRestore();
  });
});

describe('shareAreaLoad', () => {
  it('loads an area once for all its screens and wraps a failure in AreaLoadError', async () => {
    const loader = vi
      .fn<() => Promise<AreaModule>>()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValue(module('istituti', 'x'));
    const shared = shareAreaLoad(loader);
    await expect(shared()).rejects.toBeInstanceOf(AreaLoadError);
    const [a, b] = await Promise.all([shared(), shared()]);
    expect(a).toBe(b);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

/** Stands for the router's error element. */
class Outer extends Component<{ children: ReactNode }, { message?: string }> {
  override state: { message?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p>outer: {this.state.message}</p> : this.props.children;
  }
}
