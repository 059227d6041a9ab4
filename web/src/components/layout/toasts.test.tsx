/// <reference types="node" />
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast/notify';
import { renderApp } from '@/test/render-app';
import { toastConfig } from './toast-config';

afterEach(() => {
  act(() => toast.dismiss());
});

const findRegion = () => screen.findByRole('region', { name: 'Notifications (Alt+T)' });

/** The page; the layout mounts the toast area with the first toast. */
async function renderPage() {
  renderApp('/home/');
  await screen.findByRole('heading', { level: 1 });
}

describe('toasts', () => {
  it('mount their region (and load react-toastify) only when the page raises its first toast', async () => {
    await renderPage();
    // Every effect, transition and lazy import of the page has run.
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByRole('region', { name: 'Notifications (Alt+T)' })).toBeNull();
    notify('success', 'First of the page');
    expect(await within(await findRegion()).findByText('First of the page')).toBeInTheDocument();
  });

  it('sit bottom-right and show at most 3 at a time', async () => {
    await renderPage();
    for (const n of [1, 2, 3, 4]) notify('success', `Message ${n}`);
    const region = await findRegion();
    await within(region).findByText('Message 3');
    expect(within(region).queryByText('Message 4')).toBeNull();
    expect(region.querySelector('.Toastify__toast-container--bottom-right')).not.toBeNull();
  });

  it('close after 4000 ms', async () => {
    await renderPage();
    notify('success', 'Successfully logged out');
    const region = await findRegion();
    await within(region).findByText('Successfully logged out');
    // react-toastify runs its timer as the progress bar's CSS animation; jsdom plays no CSS, so
    // check the duration it hands the bar rather than wait for an animationend that never comes.
    const bar = region.querySelector<HTMLElement>('[role="progressbar"]');
    expect(bar?.style.animationDuration).toBe('4000ms');
    expect(toastConfig.autoClose).toBe(4000);
  });

  it('Alt+T moves focus to the toasts', async () => {
    const user = userEvent.setup();
    await renderPage();
    notify('success', 'Saved');
    const region = await findRegion();
    const item = await within(region).findByText('Saved');
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Alt>}t{/Alt}');
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.contains(item)).toBe(true);
  });

  it('shows a toast raised before the lazily loaded area is in', async () => {
    notify('success', 'Raised early');
    await renderPage();
    expect(await within(await findRegion()).findByText('Raised early')).toBeInTheDocument();
  });

  it('are 356 px wide with a 14 px gap (styles/toasts.css)', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../../styles/toasts.css'), 'utf8');
    expect(css).toMatch(/--toastify-toast-width:\s*356px/);
    expect(css).toMatch(/\.Toastify__toast\s*\{[^}]*margin-block-end:\s*14px/);
  });
});
