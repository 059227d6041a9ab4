/** The one place a member's address is made. No imports: every page's first load reads it. */
export const MEMBER_PAGE = '/voa/members/:uid';
export const memberPath = (uid: string) => `/voa/members/${encodeURIComponent(uid)}`;
