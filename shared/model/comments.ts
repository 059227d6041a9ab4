import { fieldsOf, someFieldsOf } from './fields.js';
import type { Byline } from './posts.js';

/** A comment, or an answer to one (`parentId`, one level: decision 0118). */
export type Comment<Time> = {
  authorUid: string;
  author: Byline;
  body: string;
  created: Time;
  updated: Time;
  /** An answer's: the id of the comment it answers, on the same post; a comment has none. */
  parentId?: string;
};

export const COMMENT_FIELDS = fieldsOf<Comment<unknown>>()(
  'authorUid',
  'author',
  'body',
  'created',
  'updated',
  'parentId',
);

/** Every comment and answer has these (isValidComment). */
export const COMMENT_REQUIRED_FIELDS = someFieldsOf<Comment<unknown>>()(
  'authorUid',
  'author',
  'body',
  'created',
  'updated',
);

export const COMMENT_EDIT_FIELDS = someFieldsOf<Comment<unknown>>()('body', 'updated');
