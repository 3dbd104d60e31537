import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp } from '../../test-support/fake-idp.ts';
import { renderWidget } from '../../test-support/render-widget.ts';

afterEach(() => vi.restoreAllMocks());

describe('cookies disabled (spec §2 "Other screens")', () => {
  it('shows "Cookies are required" instead of sign-in, announces the page, and Refresh reloads', async () => {
    const { seen } = fakeIdp(() => undefined);
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const afterRender = vi.fn();
    const { widget } = renderWidget();
    widget.on('afterRender', afterRender);
    const heading = await screen.findByRole('heading', { name: 'Cookies are required' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Cookies are disabled on your browser/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).toBeNull();
    await waitFor(() => expect(afterRender).toHaveBeenCalledWith({ controller: 'unsupported-cookie' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(seen).toHaveLength(0);
  });

  it('signs in as usual when cookies are enabled', async () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(true);
    renderWidget();
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByText('Cookies are required')).toBeNull();
  });
});
