/** A page of the member's own, in the header's account menu. */
export interface DoorLink {
  to: string;
  labelKey: 'account' | 'adminArea';
}

/** The member's notices: the bell's page, and whose unread notices it counts. */
export interface DoorNotices {
  to: string;
  uid: string;
}

/** The app builds it; this layer knows no session. */
export type Door =
  | { kind: 'visitor'; signInTo: string }
  | { kind: 'member'; links: readonly DoorLink[]; notices?: DoorNotices | undefined; signOut: () => void };
