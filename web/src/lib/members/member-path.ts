/**
 * A member's page: the one place its address is made, so that the directory's cards, the posts'
 * bylines and the comments' authors all follow a change of it (a slug instead of the uid, say).
 * No imports: the route table, in every page's first load, reads MEMBER_PAGE from here.
 */
export const MEMBER_PAGE = '/voa/members/:uid';
export const memberPath = (uid: string) => `/voa/members/${encodeURIComponent(uid)}`;

/** A member's page as a browser shows it: the site's origin (any), the path, a trailing slash, query or fragment. */
const MEMBER_ADDRESS = /^(?:https?:\/\/[^/\s]+)?\/voa\/members\/([^/?#\s]+)\/?(?:[?#]\S*)?$/;

/**
 * The uid of the member whose page an address names (memberPath's inverse: an admin pastes the
 * address of a card), or null for any other address, a uid of more than one path segment included.
 */
export function memberUidOf(address: string): string | null {
  const [, escaped] = MEMBER_ADDRESS.exec(address.trim()) ?? [];
  if (escaped === undefined) return null;
  try {
    const uid = decodeURIComponent(escaped);
    return uid.includes('/') ? null : uid;
  } catch {
    return null; // A broken escape (%E0%A4%A) names no one.
  }
}
