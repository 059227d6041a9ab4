import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { errorMessage, type ErrorKeys } from '@/lib/errors/error-message';
import { notify } from '@/lib/toast/notify';

/** A failed run: the sentence's key (to place it beside a field) and the sentence itself. */
export interface ActionFailure {
  key: string;
  message: string;
  error: unknown;
}

export interface ActionOptions<Args extends unknown[], Result> {
  /** What the action does, for the console: "Withdrawing the name request" logs "… failed". */
  what: string;
  /** The failure's sentence by error code (lib/errors/error-message.ts). */
  failure: ErrorKeys;
  /** The sentence's values beside the mapper's `detail` and `when` (a limit's `max`, a name). */
  values?: Record<string, unknown> | ((error: unknown) => Record<string, unknown>);
  /** The toast after a success. */
  success?: string | ((result: Result, ...args: Args) => string);
  /** Where the failure's sentence goes: `error`, for the screen to show by the action (default), or a toast. */
  show?: 'inline' | 'toast';
  /** Called after a failure; returns true when the screen showed the sentence itself (by its field). */
  onFailure?: (failure: ActionFailure, ...args: Args) => unknown;
}

/** Never throws and never touches what the user typed. Why: docs/decisions/0090-one-action-hook-and-error-tables.md */
export function useAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  options: ActionOptions<Args, Result>,
) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (...args: Args): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const result = await action(...args);
      const { success } = options;
      if (success) notify('success', typeof success === 'string' ? success : success(result, ...args));
      return true;
    } catch (caught) {
      console.error(`${options.what} failed`, caught);
      const { key, values } = errorMessage(caught, options.failure);
      const own = typeof options.values === 'function' ? options.values(caught) : options.values;
      const message = t(key, { ...values, ...own });
      if (options.onFailure?.({ key, message, error: caught }, ...args) !== true) {
        if (options.show === 'toast') notify('error', message);
        else setError(message);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, error, clearError: () => setError(null) };
}
