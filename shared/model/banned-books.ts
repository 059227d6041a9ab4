import { fieldsOf, someFieldsOf } from './fields.js';

/** 'declined': an admin turned the proposal down with a reason (declineReason), which its proposer reads. */
export const BANNED_BOOK_STATUSES = ['proposed', 'approved', 'declined'] as const;
export type BannedBookStatus = (typeof BANNED_BOOK_STATUSES)[number];

export type BannedBook<Time> = {
  title: string;
  author: string;
  country: string;
  year: number;
  reason: string;
  sources: string[];
  status: BannedBookStatus;
  proposedBy: string;
  /** Why the admins declined the proposal (LIMITS.bannedBook.declineReason); only on a declined one. */
  declineReason?: string;
  created: Time;
  updated: Time;
  searchWords?: string[];
};

export const BANNED_BOOK_REQUIRED_FIELDS = someFieldsOf<BannedBook<unknown>>()(
  'title',
  'author',
  'country',
  'year',
  'reason',
  'sources',
  'status',
  'proposedBy',
  'created',
  'updated',
);

export const BANNED_BOOK_FIELDS = fieldsOf<BannedBook<unknown>>()(
  ...BANNED_BOOK_REQUIRED_FIELDS,
  'declineReason',
  'searchWords',
);
