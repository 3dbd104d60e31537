import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { workAreaLinks } from '../config/work-areas.ts';
import { AreasMenu } from './areas-menu.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <AreasMenu />
            <p>pagina</p>
            <button type="button">altro</button>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('AreasMenu', () => {
  it('opens by keyboard onto every work area, marks the current one, and closes with Escape onto its button', async () => {
    const user = userEvent.setup();
    renderAt('/operazioni');
    const button = screen.getByRole('button', { name: 'Aree di lavoro' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(workAreaLinks.map((a) => a.title));
    expect(links.length).toBeGreaterThanOrEqual(10);
    expect(screen.getByRole('link', { name: 'Operazioni' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Istituti' })).not.toHaveAttribute('aria-current');

    await user.tab();
    expect(links[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when an area is chosen, and when focus leaves it', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    const button = screen.getByRole('button', { name: 'Aree di lavoro' });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Dipendenze' }));
    expect(router.state.location.pathname).toBe('/dipendenze');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'altro' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
