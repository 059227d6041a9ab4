import { useEffect, useRef } from 'react';
import type { Control } from './types';

/**
 * Keeps keyboard users' place in an admin list: after an action, an edit or a detail view, focus
 * goes back to the same button of the same item once the list is on screen again (reloaded, when
 * `stale` holds the items it must differ from), or to the item's first action, or its Edit button,
 * when that button is gone.
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
