import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageBoundary } from './PageBoundary';

function Broken(): never {
  throw new Error('chunk failed');
}

describe('page boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its fallback when the page throws, and the next location again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <PageBoundary pathname="/a" fallback={<p>failed</p>}>
        <Broken />
      </PageBoundary>,
    );
    expect(screen.getByText('failed')).toBeInTheDocument();

    rerender(
      <PageBoundary pathname="/b" fallback={<p>failed</p>}>
        <h1>Page B</h1>
      </PageBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    expect(screen.queryByText('failed')).toBeNull();
  });
});
