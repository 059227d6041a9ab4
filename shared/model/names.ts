import { fieldsOf, someFieldsOf } from './fields.js';

// Reserved display names and name requests; firestore.rules holds copies (isReservedName, nameRequests).
// Why these patterns: docs/decisions/0018-rules-copies-of-shared-values.md

/** Refused anywhere in a display name, however spelt ("V.O.I.C.E.S of Africa", "sankofa_fan"). */
export const RESERVED_BRANDS = ['Sankofa', 'Voices of Africa', 'Voice of Africa'] as const;

/** Refused as a whole word ("Admin Kofi"), not inside another ("Badminton"). */
export const RESERVED_WORDS = [
  'editor',
  'editors',
  'editorial',
  'admin',
  'admins',
  'administrator',
  'administrators',
  'moderator',
  'moderators',
  'staff',
] as const;

/** Each letter's accented forms and Cyrillic, Greek and digit look-alikes. */
const LOOK_ALIKES: Record<string, string> = {
  a: 'àáâãäåāăąǎạảấầẩẫậắằẳẵặаα4@',
  c: 'çćĉċčсς',
  d: 'ďđ',
  e: 'èéêëēĕėęěẹẻẽếềểễệеєε3',
  f: 'ƒ',
  i: 'ìíîïĩīĭįıǐịỉіїι1l|!',
  k: 'ķкκ',
  l: 'ĺļľŀł1|',
  m: 'м',
  n: 'ñńņňṅṇпη',
  o: 'òóôõöøōŏőơǒọỏốồổỗộớờởỡợоοσ0',
  r: 'ŕŗřг',
  s: 'śŝşšșṣѕ5$',
  t: 'ţťŧțṭт7',
  u: 'ùúûüũūŭůűųưǔụủứừửữựυ',
  v: 'νѵ',
};

const letter = (char: string) => `[${char}${LOOK_ALIKES[char] ?? ''}]`;

// Not a letter: digits and marks included, so "Admin1" and "Editor's" still hold the word.
const NOT_LETTER = '[^\\p{L}]';
// Between the letters of a word: combining accents and invisible format characters (zero-width space).
const INSIDE_WORD = '[\\p{M}\\p{Cf}]*';
// Between the letters of a brand: anything but a letter or a digit (spaces, dots, accents, underscores).
const BETWEEN = '[^\\p{L}\\p{N}]*';

const brandPattern = (brand: string) => [...brand.toLowerCase().replace(/[^a-z]/g, '')].map(letter).join(BETWEEN);

const wordPattern = (word: string) => [...word].map(letter).join(INSIDE_WORD);

/** Finds a reserved name; RE2 (the rules) and JavaScript (flag 'u') syntax alike, read case-insensitively. */
export const RESERVED_NAME_PATTERN = [
  ...RESERVED_BRANDS.map(brandPattern),
  `(?:^|${NOT_LETTER})(?:${RESERVED_WORDS.map(wordPattern).join('|')})(?:${NOT_LETTER}|$)`,
].join('|');

let reserved: RegExp | undefined;

export function isReservedName(name: string): boolean {
  // Made at the first call, not when a form's module loads: it takes 65–79 ms on a phone (4× CPU).
  reserved ??= new RegExp(RESERVED_NAME_PATTERN, 'iu');
  return reserved.test(name);
}

/** nameRequests/{uid}: one per member; the member asks, reviewNameRequest approves or declines. */
export const NAME_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type NameRequestStatus = (typeof NAME_REQUEST_STATUSES)[number];

export type NameRequest<Time = Date> = {
  displayName: string;
  status: NameRequestStatus;
  requested: Time;
  /** Set by reviewNameRequest. */
  reviewed?: Time;
  reviewedBy?: string;
  /** The card's name before an approval. */
  previousName?: string;
  /** Why it was declined ('' when the admin gave no reason). */
  reason?: string;
};

export const NAME_REQUEST_FIELDS = fieldsOf<NameRequest>()(
  'displayName',
  'status',
  'requested',
  'reviewed',
  'reviewedBy',
  'previousName',
  'reason',
);

/** What the member writes; the rest is reviewNameRequest's. */
export const NAME_REQUEST_MEMBER_FIELDS = someFieldsOf<NameRequest>()('displayName', 'status', 'requested');

/** Stands in for a deleted member's uid where a record keeps the fact without the person. */
export const DELETED_MEMBER = 'deleted-member';
