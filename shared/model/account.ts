/**
 * What the deleteAccount callable answers (functions/src/account/delete-account.ts), and the web
 * app's call receives: how many of each it deleted or anonymised.
 */
export interface DeleteAccountResult {
  uid: string;
  posts: number;
  proposals: number;
  comments: number;
  /** Their uploads that nothing used yet (those a post or the card used go with it). */
  uploads: number;
  contactMessages: number;
  mail: number;
  /** Records kept without the member: their uid replaced by DELETED_MEMBER, or their address removed. */
  anonymised: number;
}
