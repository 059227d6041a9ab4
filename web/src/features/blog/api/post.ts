import { toDate, type Cursor } from '../../../lib/firebase/load-firestore';
import { splitList } from '../../../lib/forms/lists';
import type { PostFormValues } from './post-schema';
import { LIMITS } from '../../../lib/model';
import { foldForSearch } from '../../../lib/text/search';

/** posts/{slug}: the shape firestore.rules (isValidPost) accepts. The slug is the document id. */
export type PostStatus = 'draft' | 'submitted' | 'published';

export interface Post {
  slug: string;
  title: string;
  authorUid: string;
  /** A copy of the author's public card (members/{uid}) when the post was written. */
  author: { displayName: string; type: string };
  coverUrl: string;
  /** Markdown; rendered without raw HTML. */
  body: string;
  tags: string[];
  status: PostStatus;
  created: Date | null;
  updated: Date | null;
  published: Date | null;
}

/** author.type of the posts admins write in the name of the editorial team (not a member type). */
export const EDITORIAL_AUTHOR_TYPE = 'editorial';

/** What a writer edits. */
export interface PostInput {
  title: string;
  coverUrl: string;
  body: string;
  tags: string[];
}

export const POST_LIMITS = LIMITS.post;

export function postFromSnapshot(snapshot: Cursor): Post {
  const data = snapshot.data();
  return {
    slug: snapshot.id,
    title: String(data.title ?? ''),
    authorUid: String(data.authorUid ?? ''),
    author: (data.author as Post['author'] | undefined) ?? { displayName: '', type: '' },
    coverUrl: String(data.coverUrl ?? ''),
    body: String(data.body ?? ''),
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    status: data.status as PostStatus,
    created: toDate(data.created),
    updated: toDate(data.updated),
    published: toDate(data.published),
  };
}

/** "Rain over Onitsha!" → "rain-over-onitsha": lower-case ASCII words joined by hyphens. */
export function slugify(title: string): string {
  return foldForSearch(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, POST_LIMITS.slug)
    .replace(/-+$/, '');
}

/** The form's validated values as a post: trimmed, tags lower-case and without repeats. */
export function toPostInput(values: PostFormValues): PostInput {
  return {
    title: values.title.trim(),
    coverUrl: values.coverUrl.trim(),
    body: values.body.trim(),
    tags: [...new Set(splitList(values.tags).map((tag) => tag.toLowerCase()))],
  };
}
