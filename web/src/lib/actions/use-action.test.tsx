import { act, render, renderHook, screen } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import ToastArea from '@/components/layout/ToastArea';
import { useAction } from './use-action';

// Sentences of the bundled namespaces, so the test needs no feature's catalog.
const FAILURE = { 'permission-denied': 'common:forms.failed', default: 'common:app.pageFailed' };
const DENIED = 'Sorry, your message could not be sent. Please try again.';
const UNKNOWN = 'Sorry, this page could not be loaded. Please check your connection and reload the page.';

/** A backend call the test settles by hand, to see the busy state in between. */
function deferred<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  act(() => toast.dismiss());
});

describe('useAction', () => {
  it('is busy while the call runs, then toasts the success from the result and arguments', async () => {
    render(<ToastArea />);
    const call = deferred<number>();
    const { result } = renderHook(() =>
      useAction((_name: string) => call.promise, {
        what: 'Counting',
        failure: FAILURE,
        success: (count, name) => `${name}: ${count}`,
      }),
    );
    expect(result.current.busy).toBe(false);
    let ran!: Promise<boolean>;
    act(() => {
      ran = result.current.run('Amara');
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      call.resolve(3);
      expect(await ran).toBe(true);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
    expect(await screen.findByText('Amara: 3')).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('on failure: not busy, the mapped sentence as `error`, logged once with what failed, no toast', async () => {
    render(<ToastArea />);
    const refusal = new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    const { result } = renderHook(() =>
      useAction(() => Promise.reject(refusal), { what: 'Saving the card', failure: FAILURE, success: 'Saved.' }),
    );
    await act(async () => {
      expect(await result.current.run()).toBe(false);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBe(DENIED);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Saving the card failed', refusal);
    expect(screen.queryByText('Saved.')).toBeNull();
    expect(screen.queryByText(DENIED)).toBeNull();
  });

  it('clears the last failure when run again, and on clearError', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useAction(
        async () => {
          if (fail) throw new Error('offline');
        },
        { what: 'Sending', failure: FAILURE },
      ),
    );
    await act(() => result.current.run());
    expect(result.current.error).toBe(UNKNOWN);
    fail = false;
    await act(() => result.current.run());
    expect(result.current.error).toBeNull();
    fail = true;
    await act(() => result.current.run());
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });

  it('toasts the failure instead when asked, with the screen’s own values', async () => {
    render(<ToastArea />);
    const { result } = renderHook(() =>
      useAction(() => Promise.reject(new Error('offline')), {
        what: 'Withdrawing',
        failure: { default: 'common:notFound.lead' },
        values: { path: '/amara' },
        show: 'toast',
      }),
    );
    await act(() => result.current.run());
    expect(result.current.error).toBeNull();
    expect(await screen.findByText(/The address \/amara does not match/)).toBeInTheDocument();
  });

  it('leaves the sentence to the screen when onFailure shows it (beside a field)', async () => {
    const shown: string[] = [];
    const { result } = renderHook(() =>
      useAction((_field: string) => Promise.reject(new FirebaseError('permission-denied', 'x')), {
        what: 'Changing',
        failure: FAILURE,
        onFailure: ({ key, message }, field) => {
          if (key !== FAILURE['permission-denied']) return false;
          shown.push(`${field}: ${message}`);
          return true;
        },
      }),
    );
    await act(() => result.current.run('password'));
    expect(shown).toEqual([`password: ${DENIED}`]);
    expect(result.current.error).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
