import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { insightDocument, listDocs, seedDocs } from '@/test/emulators';
import { signInAsAdmin, startSignedOut } from '@/test/render-app';
import { renderAdminSection, listEntry } from '@/test/admin-section';
import { adminSections } from '@/app/admin-area/admin-sections';
import InsightsAdmin from './InsightsAdmin';

beforeEach(async () => {
  await startSignedOut();
  await signInAsAdmin();
  await seedDocs({
    'insights/draft': insightDocument(new Date('2026-02-01T12:00:00Z'), {
      title: 'A draft of news',
      kind: 'news',
      published: false,
    }),
  });
});

const renderSection = () => renderAdminSection(InsightsAdmin);

describe('the insights section of the admin area', () => {
  it('is in the admin registry', async () => {
    const section = adminSections.find((entry) => entry.id === 'insights');
    expect((await section?.load())?.default).toBe(InsightsAdmin);
  });

  it('lists every item with its page, date and status, unpublished ones too', async () => {
    renderSection();
    expect(await screen.findByRole('heading', { name: 'A draft of news' })).toBeInTheDocument();
    expect(screen.getByText(/News · .*2026 · /)).toBeInTheDocument();
  });

  it('adds a press item with its paragraphs and topics, and keeps what was typed when a field is wrong', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'New' }));
    await user.selectOptions(screen.getByLabelText('Page'), 'press');
    await user.type(screen.getByLabelText('Title'), 'Editors of the diaspora');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-11-20');
    await user.type(screen.getByLabelText(/^Byline/), 'The Community Weekly');
    await user.type(screen.getByLabelText('Summary'), 'Too short');
    await user.type(screen.getByLabelText('Text'), 'First paragraph.{Enter}{Enter}Second paragraph.');
    await user.type(screen.getByLabelText(/^Topics/), 'Profile, Workshops');
    await user.click(screen.getByLabelText(/^Published/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write a summary of at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Editors of the diaspora');

    await user.type(screen.getByLabelText('Summary'), ' of the studio.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Editors of the diaspora' })).toBeInTheDocument();
    await waitFor(async () => expect(await listDocs('insights')).toHaveLength(2));
    const saved = (await listDocs('insights')).find((doc) => doc.title === 'Editors of the diaspora');
    expect(saved).toMatchObject({
      kind: 'press',
      byline: 'The Community Weekly',
      summary: 'Too short of the studio.',
      body: 'First paragraph.\n\nSecond paragraph.',
      tags: ['Profile', 'Workshops'],
      published: true,
    });
    expect(String(saved?.date)).toContain('2026-11-20');
  });

  it('says a new item saved unpublished is hidden and how to publish it, and publishes it from its card', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'New' }));
    await user.type(screen.getByLabelText('Title'), 'Workshop season');
    await user.type(screen.getByLabelText(/^Byline/), 'The editors');
    await user.type(screen.getByLabelText('Summary'), 'Eight workshops this autumn.');
    await user.type(screen.getByLabelText('Text'), 'Every Saturday in October.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        '“Workshop season” is saved but not published: visitors do not see it yet. When it is ready, choose “Publish” on it in the list.',
      ),
    ).toBeInTheDocument();
    const item = await listEntry('Workshop season');
    expect(item).toHaveTextContent('not published');

    await user.click(within(item).getByRole('button', { name: 'Publish “Workshop season”' }));
    expect(await screen.findByText('Published.')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await listDocs('insights')).find((doc) => doc.title === 'Workshop season')).toMatchObject({
        published: true,
      }),
    );
    expect(await within(item).findByRole('button', { name: 'Unpublish “Workshop season”' })).toBeInTheDocument();
  });

  it('says an item saved with “Published” ticked is published', async () => {
    const user = userEvent.setup();
    renderSection();
    const item = await listEntry('A draft of news');
    await user.click(within(item).getByRole('button', { name: 'Edit “A draft of news”' }));
    await user.click(screen.getByLabelText(/^Published/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“A draft of news” is saved and published.')).toBeInTheDocument();
  });
});
