/** A page of the member's own, in the header's account menu. */
export interface DoorLink {
  to: string;
  labelKey: 'account' | 'adminArea';
}

/**
 * What the header offers for the session (issue 27): the way in for a visitor, and for a member
 * their own pages and signing out. The app builds it; this layer knows no session.
 */
export type Door =
  { kind: 'visitor'; signInTo: string } | { kind: 'member'; links: readonly DoorLink[]; signOut: () => void };
