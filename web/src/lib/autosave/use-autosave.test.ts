import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SaveOutcome } from './autosaver';
import { useAutosave } from './use-autosave';

/** Whether leaving the site now would make the browser ask first ("Leave site?"). */
function leavingAsks(): boolean {
  const leaving = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leaving);
  return leaving.defaultPrevented;
}

function renderAutosave() {
  const saved: string[] = [];
  const view = renderHook(() =>
    useAutosave<string>({
      initial: 'opened',
      unsavedAtStart: false,
      save: (values) => (saved.push(values), Promise.resolve<SaveOutcome>({ saved: true })),
      isOffline: () => false,
    }),
  );
  return { view, saved };
}

describe('useAutosave in the browser', () => {
  it('asks before the site is left only while an edit is not yet saved', async () => {
    const { view } = renderAutosave();
    expect(leavingAsks()).toBe(false);

    act(() => view.result.current.edit('typed, not yet saved'));
    expect(leavingAsks()).toBe(true);

    // The phone's tab switched away: what waits is saved then, and leaving no longer asks.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await Promise.resolve();
    });
    Reflect.deleteProperty(document, 'visibilityState');
    await expect.poll(leavingAsks).toBe(false);
  });

  it('saves what waits when the form leaves the page (in-app navigation), without waiting for the pause', async () => {
    const { view, saved } = renderAutosave();
    act(() => view.result.current.edit('typed, then a link tapped'));
    view.unmount();
    await expect.poll(() => saved).toEqual(['typed, then a link tapped']);
  });
});
