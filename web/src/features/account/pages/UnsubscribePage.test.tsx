import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, startSignedOut } from '@/test/render-app';

beforeEach(startSignedOut);

const KEY = 'k'.repeat(43);
const linkPath = (kind = 'comments') => `/voa/account/unsubscribe?member=m1&kind=${kind}&key=${KEY}`;

/**
 * NETWORK STAND-IN for fetch: jsdom has no Hosting to rewrite /api/unsubscribe to the function.
 * The endpoint itself is tested on the functions side (preferences.test.ts) and in the e-mail
 * journey; here the test plays its answer. The setup's unstubAllGlobals puts the real fetch back.
 */
function endpointAnswers(answer: () => Promise<Response>) {
  const sent = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(answer);
  vi.stubGlobal('fetch', sent);
  return sent;
}

describe('/voa/account/unsubscribe', () => {
  it('asks first (opening the link changes nothing), then posts the link one-click and says what stopped', async () => {
    const sent = endpointAnswers(async () => Response.json({ kind: 'comments' }));
    const user = userEvent.setup();
    renderApp(linkPath());
    expect(
      await screen.findByText('Stop the e-mails we send you when a member comments on one of your posts?'),
    ).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    // The form's own status (why Save waits, empty) stays beside it: the sentence is what is looked for.
    expect(
      await screen.findByText('Done: we will no longer e-mail you when a member comments on one of your posts.'),
    ).toHaveRole('status');
    expect(sent).toHaveBeenCalledTimes(1);
    const [url, init] = sent.mock.calls[0] ?? [];
    expect(url).toBe(`/api/unsubscribe?member=m1&kind=comments&key=${KEY}`);
    expect(init).toMatchObject({ method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(screen.getByRole('link', { name: 'Choose your e-mails in My account' })).toHaveAttribute(
      'href',
      '/voa/account#mail',
    );
  });

  it('says a link is no longer valid when the endpoint does not know it, and lets the reader try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    endpointAnswers(async () => Response.json({ error: 'unknown-link' }, { status: 404 }));
    const user = userEvent.setup();
    renderApp(linkPath('posts'));
    await user.click(await screen.findByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid any more. Choose your e-mails in My account instead.',
    );
    expect(screen.getByRole('button', { name: 'Stop these e-mails' })).toBeEnabled();
  });

  it('says the connection failed when the endpoint cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    endpointAnswers(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderApp(linkPath('proposals'));
    await user.click(await screen.findByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not stop the e-mails just now. Check your connection and try again.',
    );
  });

  it('says a cut-off link is incomplete, with no button, and leads to My account', async () => {
    const sent = endpointAnswers(async () => Response.json({}));
    renderApp('/voa/account/unsubscribe?member=m1&kind=comments');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your e-mails in My account' })).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });
});
