import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryRouter } from '@/test/render-app';

function renderAt(path: string) {
  const { router, element } = memoryRouter(path);
  render(element);
  return router;
}

describe('a new page, for a screen reader (PageAnnouncer)', () => {
  it('on the first page leaves focus where the browser put it and announces nothing', async () => {
    renderAt('/home/');
    await screen.findByRole('heading', { level: 1 });
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("moves focus to the next page's main heading and announces its title", async () => {
    const user = userEvent.setup();
    const router = renderAt('/home/');
    const home = await screen.findByRole('heading', { level: 1 });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/policies/privacy'));

    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).not.toBe(home);
    expect(heading).toHaveFocus();
    // Focusable by script only: no tab stop of its own.
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toMatch(/^Privacy/);
    expect(screen.getByRole('status')).toHaveTextContent(document.title);
  });

  it('focuses main when the page has no heading yet, and does nothing when only the query changes', async () => {
    const router = renderAt('/home/');
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/no/such/page/at/all');
    await waitFor(() => expect(router.state.location.pathname).toBe('/no/such/page/at/all'));
    const focused = document.activeElement;
    expect(focused === screen.getByRole('main') || focused === screen.getByRole('heading', { level: 1 })).toBe(true);

    (document.activeElement as HTMLElement).blur();
    const announced = screen.getByRole('status').textContent;
    await router.navigate('/no/such/page/at/all?q=word');
    await waitFor(() => expect(router.state.location.search).toBe('?q=word'));
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(announced ?? '');
  });
});
