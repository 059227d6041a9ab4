import { act, render } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAddressNow } from './address-now';

describe('useAddressNow', () => {
  it('has the next address while the next page loads, when useLocation still has the current one', async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const Next = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)));
    const seen: { onScreen?: string; now?: string | undefined } = {};
    let go: NavigateFunction = () => undefined;
    function Current() {
      const addressNow = useAddressNow();
      const location = useLocation();
      go = useNavigate();
      seen.onScreen = location.pathname;
      return <button onClick={() => (seen.now = addressNow()?.pathname)}>read</button>;
    }
    const view = render(
      <MemoryRouter initialEntries={['/write']}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/write" element={<Current />} />
            <Route path="/home" element={<Next />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await act(async () => {
      await go('/home');
    });
    act(() => view.getByRole('button', { name: 'read' }).click());
    expect(seen).toEqual({ onScreen: '/write', now: '/home' });
    await act(async () => arrive({ default: () => <p>home</p> }));
    expect(await view.findByText('home')).toBeInTheDocument();
  });
});
