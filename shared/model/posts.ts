import { fieldsOf, someFieldsOf } from './fields.js';

/** 'returned': sent back to its author by an admin with a note (reviewNote); the author edits and submits again. */
export const POST_STATUSES = ['draft', 'submitted', 'returned', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** author.type of the posts admins write in the name of the editorial team (not a member type). */
export const EDITORIAL_AUTHOR_TYPE = 'editorial';

/** A copy of the author's public card (members/{uid}) when the post or comment was written. */
export type Byline = {
  displayName: string;
  type: string;
};

export const BYLINE_FIELDS = fieldsOf<Byline>()('displayName', 'type');

/** posts/{slug}: a blog post. The slug is also the document id. */
export type Post<Time> = {
  title: string;
  slug: string;
  authorUid: string;
  author: Byline;
  coverUrl: string;
  /** Required with a cover; absent from older posts, read as ''. */
  coverAlt?: string;
  /** Markdown; rendered without raw HTML. */
  body: string;
  tags: string[];
  status: PostStatus;
  created: Time;
  updated: Time;
  /** The time of the write that published it; null while it is not published. */
  published: Time | null;
  /** For its author alone; removed when it is published. */
  reviewNote?: string;
  /** Set by an admin: no new comment or edit. */
  commentsClosed?: boolean;
  /** Kept by the countComments trigger alone. */
  commentCount?: number;
  /** Kept by the search trigger alone (search.ts). */
  searchWords?: string[];
};

/** The keys every post holds (firestore.rules: postFields). */
export const POST_REQUIRED_FIELDS = someFieldsOf<Post<unknown>>()(
  'title',
  'slug',
  'authorUid',
  'author',
  'coverUrl',
  'body',
  'tags',
  'status',
  'created',
  'updated',
  'published',
);

export const POST_OPTIONAL_FIELDS = someFieldsOf<Post<unknown>>()(
  'coverAlt',
  'reviewNote',
  'commentsClosed',
  'commentCount',
  'searchWords',
);

export const POST_FIELDS = fieldsOf<Post<unknown>>()(...POST_REQUIRED_FIELDS, ...POST_OPTIONAL_FIELDS);

/** What the author of an unpublished post may change. */
export const POST_AUTHOR_EDIT_FIELDS = someFieldsOf<Post<unknown>>()(
  'title',
  'coverUrl',
  'coverAlt',
  'body',
  'tags',
  'status',
  'updated',
);

/** The fields the triggers derive from a post: a write of these alone is not an edit. */
export const POST_DERIVED_FIELDS = someFieldsOf<Post<unknown>>()('commentCount', 'searchWords');

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored post as its readers take it: a missing or mistyped field becomes its empty value. */
export function readPost<Time>(
  slug: string,
  data: Record<string, unknown>,
  timeOf: (value: unknown) => Time | null,
): Required<Omit<Post<Time | null>, 'searchWords'>> {
  const author = (data.author ?? {}) as Partial<Record<keyof Byline, unknown>>;
  return {
    slug,
    title: text(data.title),
    authorUid: text(data.authorUid),
    author: { displayName: text(author.displayName), type: text(author.type) },
    coverUrl: text(data.coverUrl),
    coverAlt: text(data.coverAlt),
    body: text(data.body),
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    status: data.status as PostStatus,
    created: timeOf(data.created),
    updated: timeOf(data.updated),
    published: timeOf(data.published),
    commentCount: typeof data.commentCount === 'number' ? data.commentCount : 0,
    commentsClosed: data.commentsClosed === true,
    reviewNote: text(data.reviewNote),
  };
}
