/** A page of the member's own, in the header's account menu. */
export interface DoorLink {
  to: string;
  labelKey: 'account' | 'adminArea';
}

/** The app builds it; this layer knows no session. */
export type Door =
  { kind: 'visitor'; signInTo: string } | { kind: 'member'; links: readonly DoorLink[]; signOut: () => void };
