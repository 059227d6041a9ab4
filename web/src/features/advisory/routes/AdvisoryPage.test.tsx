import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadProjectRules, resetEmulators, seedDocs } from '../../../test/emulators';
import { renderApp, signOutEverywhere } from '../../../test/render-app';
import { advisoryDoc } from '../../../test/fixtures/community';
import { denyAll, expectErrorThenRetry } from '../../../test/list-states';

beforeEach(async () => {
  await signOutEverywhere();
  await resetEmulators();
});
afterEach(() => loadProjectRules());

const names = () => screen.queryAllByRole('heading', { level: 2 }).filter((h) => h.textContent?.startsWith('Advisor '));

describe('/voa/advisory', () => {
  it('shows loading, then the board in its order with links', async () => {
    await seedDocs({ 'advisoryMembers/b': advisoryDoc(2), 'advisoryMembers/a': advisoryDoc(1) });
    renderApp('/voa/advisory');
    expect(await screen.findByText('Loading the advisory board…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(names().map((h) => h.textContent)).toEqual(['Advisor 1', 'Advisor 2']));
    expect(screen.getAllByRole('link', { name: 'Website' })[0]).toHaveAttribute('href', 'https://example.com/1');
  });

  it('says so when the board is empty', async () => {
    renderApp('/voa/advisory');
    expect(await screen.findByText('The advisory board has not been announced yet.')).toBeInTheDocument();
  });

  it('shows a clear error with Retry, and recovers', async () => {
    await seedDocs({ 'advisoryMembers/a': advisoryDoc(1) });
    await denyAll();
    renderApp('/voa/advisory');
    await expectErrorThenRetry('The advisory board could not be loaded.', () =>
      waitFor(() => expect(names()).toHaveLength(1)),
    );
  });
});
