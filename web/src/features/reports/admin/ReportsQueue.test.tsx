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

/**
 * Each test's own post: a post or comment deleted by another test (or by the reset between tests)
 * decides its open reports through a trigger that may run late, so no two tests share one.
 */
let slug = '';
beforeEach(() => {
  slug = `reported-${crypto.randomUUID().slice(0, 8)}`;
});

const report = (reporterUid: string, comment: string, created: string, fields: Record<string, string> = {}) => ({
  reporterUid,
  post: slug,
  comment,
  reason: 'It is unkind to a new member.',
  quoted: comment ? RUDE : 'A post to talk about',
  status: 'open',
  created: new Date(created),
  ...fields,
});

async function seedReports() {
  await seedDocs({
    [`posts/${slug}`]: postDoc(1, { slug, title: 'A post to talk about', authorUid: 'kwame' }),
    [`posts/${slug}/comments/rude`]: commentDocument(new Date('2026-03-01T10:00:00Z'), {
      authorUid: 'kwame',
      author: { displayName: 'Kwame Boateng', type: 'voice' },
      body: RUDE,
    }),
    [`reports/${reportId('ama', slug, 'rude')}`]: report('ama', 'rude', '2026-03-02T10:00:00Z'),
    [`reports/${reportId('ama', slug, '')}`]: report('ama', '', '2026-03-03T10:00:00Z', {
      reason: 'The title is misleading.',
    }),
    [`reports/${reportId('kofi', slug, 'rude')}`]: report('kofi', 'rude', '2026-03-01T10:00:00Z', {
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
    const comment = await screen.findByRole('article', { name: 'A comment on “A post to talk about”' });
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(articles[0]).toBe(comment);
    expect(comment).toHaveTextContent(RUDE);
    expect(comment).toHaveTextContent('It is unkind to a new member.');
    expect(reportArticle('The post “A post to talk about”').getByText('The title is misleading.')).toBeInTheDocument();
    expect(within(comment).getByRole('link', { name: 'A post to talk about' })).toHaveAttribute(
      'href',
      `/voa/blog/posts/${slug}#comments-title`,
    );
    expect(
      reportArticle('The post “A post to talk about”').getByRole('link', { name: 'A post to talk about' }),
    ).toHaveAttribute('href', `/voa/blog/posts/${slug}`);
  });

  it('names a post that is gone by its address, the one thing the report still holds', async () => {
    await signInAsAdmin();
    await seedDocs({ [`reports/${reportId('ama', slug, '')}`]: report('ama', '', '2026-03-03T10:00:00Z') });
    renderApp(QUEUE);
    expect(await screen.findByRole('article', { name: `The post “${slug}”` })).toBeInTheDocument();
  });

  it('keeps the content on "Keep it": the report is dismissed, audited, and leaves the queue', async () => {
    const admin = await signInAsAdmin();
    await seedReports();
    const user = userEvent.setup();
    renderApp(QUEUE);
    await screen.findByRole('article', { name: 'The post “A post to talk about”' });
    await user.click(reportArticle('The post “A post to talk about”').getByRole('button', { name: 'Keep it' }));
    expect(await screen.findByText('Kept. The reporter will be told.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'The post “A post to talk about”' })).toBeNull();
    expect(await readDoc(`reports/${reportId('ama', slug, '')}`)).toMatchObject({ status: 'dismissed' });
    expect(await readDoc(`posts/${slug}`)).toBeDefined();
    const entries = await listDocs('auditLog');
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: admin,
        action: 'dismissReport',
        target: `reports/${reportId('ama', slug, '')}`,
      }),
    );
  });

  it('removes the comment on "Remove it", after asking; the report is then marked removed', async () => {
    await signInAsAdmin();
    await seedReports();
    const user = userEvent.setup();
    renderApp(QUEUE);
    await screen.findByRole('article', { name: 'A comment on “A post to talk about”' });
    const item = reportArticle('A comment on “A post to talk about”');
    await user.click(item.getByRole('button', { name: 'Remove it' }));
    await user.click(item.getByRole('button', { name: 'Yes, remove it' }));
    expect(await screen.findByText('Removed. The reporter will be told.')).toBeInTheDocument();
    expect(await readDoc(`posts/${slug}/comments/rude`)).toBeUndefined();
    // resolveReportsOfComment, on the Functions emulator, decides the open report.
    await expect
      .poll(async () => (await readDoc(`reports/${reportId('ama', slug, 'rude')}`))?.status, {
        timeout: 20_000,
      })
      .toBe('removed');
  });
});
