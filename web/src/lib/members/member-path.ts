import { EDITORIAL_AUTHOR_TYPE } from '@/lib/model';

/**
 * A member's page: the one place its address is made, so that the directory's cards, the posts'
 * bylines and the comments' authors all follow a change of it (a slug instead of the uid, say).
 */
export const MEMBER_PAGE = '/voa/members/:uid';
export const memberPath = (uid: string) => `/voa/members/${encodeURIComponent(uid)}`;

/** Where a byline's name leads: its writer's page; nowhere for the editors, whom no member card stands for. */
export const authorPath = (uid: string, author: { type: string }): string | null =>
  uid === '' || author.type === EDITORIAL_AUTHOR_TYPE ? null : memberPath(uid);
