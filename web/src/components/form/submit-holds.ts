import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react';

/**
 * While a field holds the form (an image uploading), submit is disabled and says why. One mechanism: fields hold
 * (useHoldSubmit), `Form` keeps the list, `SubmitButton` and `SubmitHoldNote` read it.
 */
export interface SubmitHolds {
  /** Why the form waits: one sentence per holding field, in the order they began. Empty when free. */
  reasons: readonly string[];
  /** Registers a hold with its sentence; returns its release. */
  hold: (reason: string) => () => void;
}

/** The surrounding form's holds (Form provides them). */
export const SubmitHoldsContext = createContext<SubmitHolds | null>(null);

/** The holds of one form, for `Form` to provide. */
export function useSubmitHoldsState(): SubmitHolds {
  const [held, setHeld] = useState<readonly { id: symbol; reason: string }[]>([]);
  const hold = useCallback((reason: string) => {
    const id = Symbol(reason);
    setHeld((current) => [...current, { id, reason }]);
    return () => setHeld((current) => current.filter((entry) => entry.id !== id));
  }, []);
  return useMemo(() => ({ reasons: [...new Set(held.map((entry) => entry.reason))], hold }), [held, hold]);
}

/** Holds the surrounding form's save while `reason` is a sentence (null: nothing to wait for). */
export function useHoldSubmit(reason: string | null): void {
  const hold = use(SubmitHoldsContext)?.hold;
  useEffect(() => (reason !== null && hold ? hold(reason) : undefined), [reason, hold]);
}

/** Why the surrounding form cannot be saved yet; empty when it can (or outside a kit form). */
export function useSubmitHoldReasons(): readonly string[] {
  return use(SubmitHoldsContext)?.reasons ?? NONE;
}

const NONE: readonly string[] = [];
