import { useEffect, useState } from 'react';
import { Autosaver, type SaveOutcome, type SaveState } from './autosaver';

/** How long the writer pauses before the server is asked to save (a few seconds of quiet). */
export const AUTOSAVE_QUIET_MS = 3_000;
/** The longest a save waits while the writer keeps typing. */
export const AUTOSAVE_MAX_WAIT_MS = 30_000;

export interface AutosaveOptions<Values> {
  /** The values the form opens with. */
  initial: Values;
  /** Opened from a device copy the server has not got: a save is due. */
  unsavedAtStart: boolean;
  /** Saves to the server, or says why not. Read once, at the first render. */
  save: (values: Values) => Promise<SaveOutcome>;
  /** Whether a failure was the connection's. Read once, at the first render. */
  isOffline: (error: unknown) => boolean;
}

export interface Autosave<Values> {
  state: SaveState;
  /** The writer changed something. */
  edit: (values: Values) => void;
  /** Ends the saves (the writer sends the work themselves), once a save under way has ended. */
  stop: () => Promise<void>;
  /** Saves again after `stop` (sending failed). */
  resume: () => void;
}

/** Warns before leaving with something unsaved, and saves when the page is hidden or the form unmounts. */
export function useAutosave<Values>({
  initial,
  unsavedAtStart,
  save,
  isOffline,
}: AutosaveOptions<Values>): Autosave<Values> {
  const [state, setState] = useState<SaveState>(() => (unsavedAtStart ? { kind: 'pending' } : { kind: 'idle' }));
  const [autosaver] = useState(
    () =>
      new Autosaver(initial, {
        save,
        isOffline,
        onState: setState,
        quietMs: AUTOSAVE_QUIET_MS,
        maxWaitMs: AUTOSAVE_MAX_WAIT_MS,
        unsavedAtStart,
      }),
  );

  useEffect(() => {
    const connection = () => autosaver.connectionChanged(navigator.onLine);
    const warn = (event: BeforeUnloadEvent) => {
      if (!autosaver.unsaved) return;
      event.preventDefault();
      // Older browsers show the warning only when a value is set.
      event.returnValue = '';
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') void autosaver.flush();
    };
    window.addEventListener('online', connection);
    window.addEventListener('offline', connection);
    window.addEventListener('beforeunload', warn);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('online', connection);
      window.removeEventListener('offline', connection);
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the form in the app (a link, Back): what waits is saved now, not dropped.
      void autosaver.flush();
    };
  }, [autosaver]);

  return {
    state,
    edit: (values) => autosaver.edit(values),
    stop: () => autosaver.stop(),
    resume: () => autosaver.resume(),
  };
}
