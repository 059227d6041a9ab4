import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { reportId } from '@/lib/model';
import { commentDocument, listDocs, readDoc, seedDocs } from '@/test/emulators';
import { postDoc } from '@/test/fixtures/community';
import { renderApp, signInAsAdmin, startSignedOut } from '@/test/render-app';

beforeEach(startSignedOut);

const QUEUE = '/voa/admin?section=reports';
const RUDE = 'You should stop writing.';

const report = (reporterUid: string, comment: string, created: string, fields: Record<string, string> = {}) => ({
  reporterUid,
  post: 'reported-talk',
  comment,
  reason: 'It is unkind to a new member.',
  quoted: comment ? RUDE : 'A post to talk about',
  status: 'open',
  created: new Date(created),
  ...fields,
});

async function seedReports() {
  await seedDocs({
    'posts/reported-talk': postDoc(1, { slug: 'reported-talk', title: 'A post to talk about', authorUid: 'kwame' }),
    'posts/reported-talk/comments/rude': commentDocument(new Date('2026-03-01T10:00:00Z'), {
      authorUid: 'kwame',
      author: { displayName: 'Kwame Boateng', type: 'voice' },
      body: RUDE,
    }),
    [`reports/${reportId('ama', 'reported-talk', 'rude')}`]: report('ama', 'rude', '2026-03-02T10:00:00Z'),
    [`reports/${reportId('ama', 'reported-talk', '')}`]: report('ama', '', '2026-03-03T10:00:00Z', {
      reason: 'The title is misleading.',
    }),
    [`reports/${reportId('kofi', 'reported-talk', 'rude')}`]: report('kofi', 'rude', '2026-03-01T10:00:00Z', {
      status: 'dismissed',
    }),
  });
}

const reportArticle = (name: string) => within(screen.getByRole('article', { name }));

describe('the reports queue', () => {
  it('lists the open reports, the longest waiting first, with what was reported and why', async () => {
    await signInAsAdmin();
    await seedReports();
    renderApp(QUEUE);
    const comment = await screen.findByRole('article', { name: 'A comment on “reported-talk”' });
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(articles[0]).toBe(comment);
    expect(comment).toHaveTextContent(RUDE);
    expect(comment).toHaveTextContent('It is unkind to a new member.');
    expect(reportArticle('The post “reported-talk”').getByText('The title is misleading.')).toBeInTheDocument();
    expect(within(comment).getByRole('link', { name: 'Open the post' })).toHaveAttribute(
      'href',
      '/voa/blog/posts/reported-talk#comments-title',
    );
  });

  it('keeps the content on "Keep it": the report is dismissed, audited, and leaves the queue', async () => {
    const admin = await signInAsAdmin();
    await seedReports();
    const user = userEvent.setup();
    renderApp(QUEUE);
    await screen.findByRole('article', { name: 'The post “reported-talk”' });
    await user.click(reportArticle('The post “reported-talk”').getByRole('button', { name: 'Keep it' }));
    expect(await screen.findByText('Kept. The reporter will be told.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'The post “reported-talk”' })).toBeNull();
    expect(await readDoc(`reports/${reportId('ama', 'reported-talk', '')}`)).toMatchObject({ status: 'dismissed' });
    expect(await readDoc('posts/reported-talk')).toBeDefined();
    const entries = await listDocs('auditLog');
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: admin,
        action: 'dismissReport',
        target: `reports/${reportId('ama', 'reported-talk', '')}`,
      }),
    );
  });

  it('removes the comment on "Remove it", after asking; the report is then marked removed', async () => {
    await signInAsAdmin();
    await seedReports();
    const user = userEvent.setup();
    renderApp(QUEUE);
    await screen.findByRole('article', { name: 'A comment on “reported-talk”' });
    const item = reportArticle('A comment on “reported-talk”');
    await user.click(item.getByRole('button', { name: 'Remove it' }));
    await user.click(item.getByRole('button', { name: 'Yes, remove it' }));
    expect(await screen.findByText('Removed. The reporter will be told.')).toBeInTheDocument();
    expect(await readDoc('posts/reported-talk/comments/rude')).toBeUndefined();
    // resolveReportsOfComment, on the Functions emulator, decides the open report.
    await expect
      .poll(async () => (await readDoc(`reports/${reportId('ama', 'reported-talk', 'rude')}`))?.status, {
        timeout: 20_000,
      })
      .toBe('removed');
  });
});
