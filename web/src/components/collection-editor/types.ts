import type { ReactNode } from 'react';

/** What CollectionEditor passes a collection's create/edit form. */
export interface EditorFormProps<T> {
  /** The item being edited; undefined for a new one. */
  initial: T | undefined;
  /** After a successful save, optionally with the toast to show instead of "Saved.". */
  onSaved: (message?: string) => void;
  onCancel: () => void;
}

export interface EditorAction<T> {
  /** The button's text. */
  label: (item: T) => string;
  /** Its accessible name when the text alone does not say which item (e.g. "Move “…” up"). */
  name?: (item: T) => string;
  /** The toast shown when it worked. */
  done: string | ((item: T) => string);
  /** `items`: the list as loaded, for actions that depend on an item's place (reordering). */
  run: (item: T, items: readonly T[]) => Promise<void>;
  show?: (item: T, items: readonly T[]) => boolean;
}

/** A view of its own for one item (an album's photos), opened by a button on the item. */
export interface EditorDetail<T> {
  label: string;
  /** The button's accessible name, saying which item. */
  name: (item: T) => string;
  /** `close` returns to the list, reloading it when `changed`. */
  render: (item: T, close: (changed?: boolean) => void) => ReactNode;
  /** Whether the item has the button (default: every item). */
  show?: (item: T) => boolean;
}

/** A link to an item's own page (a submitted post, to read it whole as its readers will), on the item. */
export interface EditorView<T> {
  label: string;
  /** The link's accessible name, saying which item. */
  name: (item: T) => string;
  to: (item: T) => string;
}

/** A button of an item's toolbar, by the data-control attribute focus returns to. */
export type Control = 'edit' | 'detail' | `action-${number}`;
