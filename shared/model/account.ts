/** What deleteAccount answers: how many of each it deleted or anonymised. */
export interface DeleteAccountResult {
  uid: string;
  posts: number;
  proposals: number;
  comments: number;
  uploads: number;
  contactMessages: number;
  mail: number;
  anonymised: number;
}
