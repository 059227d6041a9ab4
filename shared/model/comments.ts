import { fieldsOf, someFieldsOf } from './fields.js';
import type { Byline } from './posts.js';

export type Comment<Time> = {
  authorUid: string;
  author: Byline;
  body: string;
  created: Time;
  updated: Time;
};

export const COMMENT_FIELDS = fieldsOf<Comment<unknown>>()('authorUid', 'author', 'body', 'created', 'updated');

export const COMMENT_EDIT_FIELDS = someFieldsOf<Comment<unknown>>()('body', 'updated');
