import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { notify } from '@/lib/toast/notify';
import { ShareButton } from './ShareButton';

vi.mock('@/lib/toast/notify', () => ({ notify: vi.fn() }));

const TITLE = 'The market women of Onitsha';
const PATH = '/voa/blog/posts/the-market-women-of-onitsha';
const ADDRESS = `${site.origin}${PATH}`;

/** Gives the page's navigator an API it lacks in jsdom (the share sheet, the clipboard), until the test ends. */
function provide(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ShareButton', () => {
  it('hands the page’s title and canonical address to the share sheet, and opens nothing of its own', async () => {
    const share = vi.fn(() => Promise.resolve());
    provide('share', share);
    render(<ShareButton title={TITLE} path={PATH} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: TITLE, url: ADDRESS }));
    expect(screen.queryByRole('group', { name: 'Share this page' })).not.toBeInTheDocument();
  });

  it('offers nothing more when the reader closes the share sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    provide('share', share);
    render(<ShareButton title={TITLE} path={PATH} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(screen.queryByRole('group', { name: 'Share this page' })).not.toBeInTheDocument();
  });

  it('without a share sheet, copies the canonical address and says so; the networks’ links carry it encoded', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    provide('clipboard', { writeText });
    render(<ShareButton title={TITLE} path={PATH} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const options = await screen.findByRole('group', { name: 'Share this page' });
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(ADDRESS));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', expect.stringContaining('The link is copied')));
    const encoded = encodeURIComponent(ADDRESS);
    const links = [...options.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['WhatsApp', `https://wa.me/?text=${encodeURIComponent(`${TITLE} ${ADDRESS}`)}`],
      ['X', `https://x.com/intent/post?text=${encodeURIComponent(TITLE)}&url=${encoded}`],
      ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
      ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`],
    ]);
  });

  it('when the browser refuses to copy, says so and shows the address selected, to copy by hand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    provide('clipboard', {
      writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
    render(<ShareButton title={TITLE} path={PATH} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));

    const address = await screen.findByRole('textbox', {
      name: 'Your browser did not let the site copy the link. Copy the address yourself:',
    });
    expect(address).toHaveValue(ADDRESS);
    expect(address).toHaveFocus();
    expect(notify).not.toHaveBeenCalled();
  });
});
