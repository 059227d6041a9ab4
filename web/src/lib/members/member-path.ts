/**
 * A member's page: the one place its address is made, so that the directory's cards, the posts'
 * bylines and the comments' authors all follow a change of it (a slug instead of the uid, say).
 * No imports: the route table, in every page's first load, reads MEMBER_PAGE from here.
 */
export const MEMBER_PAGE = '/voa/members/:uid';
export const memberPath = (uid: string) => `/voa/members/${encodeURIComponent(uid)}`;
