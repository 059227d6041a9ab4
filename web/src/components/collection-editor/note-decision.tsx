import type { useTranslation } from '@/i18n/useTranslation';
import { NoteForm } from './NoteForm';
import type { EditorDetail } from './types';

type Translate = ReturnType<typeof useTranslation>['t'];

/** The decisions an admin writes as a note its subject reads; texts under contentAdmin:notes.<kind>. */
export type NoteKind = 'return' | 'decline';

export interface NoteDecision<T> {
  kind: NoteKind;
  /** Which items it applies to (a submitted post, a proposal). */
  show: (item: T) => boolean;
  /** The values of the kind's texts: the item's title, and for a return its author. */
  about: (item: T) => { title: string; author?: string };
  /** The note written last time, if any. */
  previous: (item: T) => string;
  limits: { readonly min: number; readonly max: number };
  /** Writes the decision with the note (trimmed, within the limits). */
  save: (item: T, note: string) => Promise<void>;
}

/** Nothing typed is lost if the save fails. */
export function noteDecision<T>(t: Translate, decision: NoteDecision<T>): EditorDetail<T> {
  return {
    label: t(`contentAdmin:notes.${decision.kind}.open`),
    name: (item) => t(`contentAdmin:notes.${decision.kind}.openName`, decision.about(item)),
    show: decision.show,
    render: (item, close) => <NoteForm decision={decision} item={item} close={close} />,
  };
}
