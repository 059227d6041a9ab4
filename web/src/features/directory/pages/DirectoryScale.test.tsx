import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, startSignedOut } from '@/test/render-app';
import { seedCards } from '@/test/fixtures/directory';

beforeEach(startSignedOut);

describe('a directory of 1,000 members', () => {
  it('renders only the first 24 cards, quickly, with "Load more" for the rest', async () => {
    await seedCards('voice', 1000, 'Voice');
    const started = performance.now();
    renderApp('/voa/voices');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    const elapsed = Math.round(performance.now() - started);
    // npm run bench:directory prints this line.
    console.info(`[bench] first page of 1,000 members fetched and rendered in ${elapsed} ms`);

    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    // Generous for a shared 2-core machine; a query without a limit would take several times longer.
    expect(elapsed).toBeLessThan(5000);
  });
});
