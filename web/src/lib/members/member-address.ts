import { MEMBER_PAGE } from './member-path';

/** The path of a member's page before the uid: '/voa/members/'. */
const PREFIX = MEMBER_PAGE.slice(0, MEMBER_PAGE.indexOf(':member'));

/** A member's page as a browser shows it: the site's origin (any), the path, a trailing slash, query or fragment. */
const MEMBER_ADDRESS = new RegExp(`^(?:https?://[^/\\s]+)?${PREFIX}([^/?#\\s]+)/?(?:[?#]\\S*)?$`);

/** memberPath's inverse: a uid, or a slug from a page's address now. Apart from member-path.ts: only the admin's form needs it. */
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
