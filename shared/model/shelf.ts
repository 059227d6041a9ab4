import { fieldsOf } from './fields.js';

/**
 * users/{uid}/shelf/{slug}: a published post the member keeps to read later ("My shelf" on My
 * account), by the post's slug. Only the member reads, saves and removes theirs; an entry is never
 * updated (saving again is removing and saving). The title is the post's when it was saved: the
 * rules require it, so the shelf lists without reading each post.
 */
export type ShelfEntry<Time> = {
  /** The post's slug, as the entry's id. */
  slug: string;
  title: string;
  saved: Time;
};

export const SHELF_ENTRY_FIELDS = fieldsOf<ShelfEntry<unknown>>()('slug', 'title', 'saved');
