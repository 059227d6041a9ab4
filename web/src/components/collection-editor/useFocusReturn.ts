import { useEffect, useRef } from 'react';
import type { Control } from './types';

/**
 * Focus goes back to the same button of the same item once the list is on screen again, else its first action or Edit.
 */
export function useFocusReturn<T>({ items, paused }: { items: readonly T[] | null; paused: boolean }) {
  const target = useRef<{ id: string; control: Control; stale: readonly T[] | null } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const wanted = target.current;
    if (!wanted || paused || items === null || wanted.stale === items) return;
    target.current = null;
    const item = [...(listRef.current?.children ?? [])].find(
      (element) => element instanceof HTMLElement && element.dataset.item === wanted.id,
    );
    const enabled = (selector: string) => item?.querySelector<HTMLButtonElement>(`${selector}:not(:disabled)`);
    (
      enabled(`[data-control="${wanted.control}"]`) ??
      enabled('[data-control^="action-"]') ??
      enabled('[data-control="edit"]')
    )?.focus();
  }, [paused, items]);

  return {
    listRef,
    /** Focus `control` of item `id` once the list is back (and, with `stale`, once it has reloaded). */
    returnTo(id: string, control: Control, stale: readonly T[] | null = null) {
      target.current = { id, control, stale };
    },
  };
}
