import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listDocs, readDoc, seedDocs } from '@/test/emulators';
import { signInAsAdmin, startSignedOut } from '@/test/render-app';
import { renderAdminSection } from '@/test/admin-section';
import { adminSections } from '@/app/admin-area/admin-sections';
import { libraryDoc } from '@/test/fixtures/community';
import LibraryAdmin from './LibraryAdmin';

let adminUid = '';
beforeEach(async () => {
  await startSignedOut();
  adminUid = await signInAsAdmin();
});

const renderSection = () => renderAdminSection(LibraryAdmin);

describe('library admin section', () => {
  it('is listed in the admin registry', async () => {
    const section = adminSections.find((entry) => entry.id === 'library');
    expect(section?.titleKey).toBe('contentAdmin:sections.library');
    expect((await section?.load())?.default).toBe(LibraryAdmin);
  });

  it('validates a new item, keeps the input, then creates it with a toast', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByText('Nothing here yet.');
    await user.click(screen.getByRole('button', { name: 'New' }));
    await user.type(screen.getByLabelText('Title'), 'Kintu');
    await user.type(screen.getByLabelText('Year (optional)'), '20x4');
    await user.type(screen.getByLabelText('Link (optional)'), 'ftp://example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an author.')).toBeInTheDocument();
    expect(screen.getByText('Enter a year, e.g. 1977.')).toBeInTheDocument();
    expect(screen.getByText('Enter an https:// address or a path on this site starting with /.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Kintu');

    await user.type(screen.getByLabelText('Author'), 'Jennifer Nansubuga Makumbi');
    await user.clear(screen.getByLabelText('Year (optional)'));
    await user.type(screen.getByLabelText('Year (optional)'), '2014');
    await user.clear(screen.getByLabelText('Link (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Kintu' })).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    await seedDocs({ 'libraryItems/tfa': libraryDoc(1, { title: 'Things Fall Apart' }) });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete “Things Fall Apart”' }));
    const confirm = screen.getByRole('group', { name: 'Confirm deleting “Things Fall Apart”' });
    await user.click(within(confirm).getByRole('button', { name: 'No, keep it' }));
    expect(await readDoc('libraryItems/tfa')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Delete “Things Fall Apart”' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('“Things Fall Apart” was deleted.')).toBeInTheDocument();
    await waitFor(async () => expect(await readDoc('libraryItems/tfa')).toBeUndefined());
    // In the same commit, the entry the rules ask of every admin write.
    expect(await listDocs('auditLog')).toEqual([
      {
        id: expect.any(String),
        actor: adminUid,
        target: 'libraryItems/tfa',
        action: 'deleteLibraryItem',
        details: { name: 'Things Fall Apart' },
        at: expect.any(String),
      },
    ]);
  });
});

describe('a library item’s cover in the admin section', () => {
  it('refuses a cover without its alt text, then saves the alt text with it', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'New' }));
    await user.type(screen.getByLabelText('Title'), 'Kintu');
    await user.type(screen.getByLabelText('Author'), 'Jennifer Nansubuga Makumbi');
    await user.click(screen.getByText('Or use an image already on this site'));
    await user.type(screen.getByLabelText('Image address'), '/community/library/kintu.webp');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alt = screen.getByLabelText('Alt text: the picture in words');
    expect(await screen.findByText(/^Describe the image in 3 to 250 characters/)).toHaveAttribute('role', 'alert');
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(await listDocs('libraryItems')).toEqual([]);

    await user.type(alt, 'A red sun over a hill of green banana leaves');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(await listDocs('libraryItems')).toEqual([
      expect.objectContaining({
        title: 'Kintu',
        coverUrl: '/community/library/kintu.webp',
        coverAlt: 'A red sun over a hill of green banana leaves',
      }),
    ]);
  });

  it('stores no alt text without a cover', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'New' }));
    await user.type(screen.getByLabelText('Title'), 'Kintu');
    await user.type(screen.getByLabelText('Author'), 'Jennifer Nansubuga Makumbi');
    await user.type(screen.getByLabelText('Alt text: the picture in words'), 'Left from a cover removed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(await listDocs('libraryItems')).toEqual([expect.objectContaining({ coverUrl: '', coverAlt: '' })]);
  });
});
