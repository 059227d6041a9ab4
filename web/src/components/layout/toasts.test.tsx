/// <reference types="node" />
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { toastConfig } from './toast-config';

afterEach(() => {
  act(() => toast.dismiss());
});

const region = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });

/** The page, and the toast area the layout loads lazily. */
async function renderPage() {
  renderApp('/home/');
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('region', { name: 'Notifications (Alt+T)' });
}

describe('toasts', () => {
  it('sit bottom-right and show at most 3 at a time', async () => {
    await renderPage();
    act(() => {
      for (const n of [1, 2, 3, 4]) toast(`Message ${n}`);
    });
    await within(region()).findByText('Message 3');
    expect(within(region()).queryByText('Message 4')).toBeNull();
    expect(region().querySelector('.Toastify__toast-container--bottom-right')).not.toBeNull();
  });

  it('close after 4000 ms', async () => {
    await renderPage();
    act(() => {
      toast('Successfully logged out');
    });
    // react-toastify runs its timer as the progress bar's CSS animation; jsdom plays no CSS, so
    // check the duration it hands the bar rather than wait for an animationend that never comes.
    const bar = region().querySelector<HTMLElement>('[role="progressbar"]');
    expect(bar?.style.animationDuration).toBe('4000ms');
    expect(toastConfig.autoClose).toBe(4000);
  });

  it('Alt+T moves focus to the toasts', async () => {
    const user = userEvent.setup();
    await renderPage();
    act(() => {
      toast('Saved');
    });
    const item = await within(region()).findByText('Saved');
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Alt>}t{/Alt}');
    await waitFor(() => expect(region().contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.contains(item)).toBe(true);
  });

  it('shows a toast raised before the lazily loaded area is in', async () => {
    act(() => {
      toast('Raised early');
    });
    await renderPage();
    expect(await within(region()).findByText('Raised early')).toBeInTheDocument();
  });

  it('are 356 px wide with a 14 px gap (styles/toasts.css)', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../../styles/toasts.css'), 'utf8');
    expect(css).toMatch(/--toastify-toast-width:\s*356px/);
    expect(css).toMatch(/\.Toastify__toast\s*\{[^}]*margin-block-end:\s*14px/);
  });
});
