import { LATIN_CONFUSABLES } from './confusables.js';
import { fieldsOf, someFieldsOf } from './fields.js';

// firestore.rules holds copies (isReservedName, nameRequests). Why: docs/decisions/0018 and 0106.

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

/** TR39 keeps small capitals apart from the letters, but in a name they read as the letter ("ѕᴛᴀꜰꜰ"). */
const SMALL_CAPITALS = 'ᴀaʙbᴄcᴅdᴇeꜰfɢgʜhɪiᴊjᴋkʟlᴍmɴnᴏoᴘpꞯqʀrꜱsᴛtᴜuᴠvᴡwʏyᴢz';

/** Each character's prototype: TR39's (LATIN_CONFUSABLES) and the small capitals' letters. */
function prototypeTable(): Map<string, string> {
  const table = new Map<string, string>();
  for (let index = 0; index < SMALL_CAPITALS.length; index += 2) {
    table.set(SMALL_CAPITALS[index] as string, SMALL_CAPITALS[index + 1] as string);
  }
  for (const pair of LATIN_CONFUSABLES.split(' ')) {
    const [source = '', prototype = ''] = pair.split('=');
    if (!table.has(source)) table.set(source, prototype);
  }
  return table;
}

/** NFKC (fullwidth and mathematical letters become plain ones), trimmed. */
export const normalizeName = (name: string): string => name.normalize('NFKC').trim();

/** A name as the look-alike check reads it: NFKC, accents and invisible characters dropped. */
const bareName = (name: string) =>
  name
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/[\p{M}\p{Cf}]/gu, '');

const escapeClass = (char: string) => (/[\\\]^-]/.test(char) ? `\\${char}` : char);

/**
 * TR39's skeleton, caseless: each letter widened to every character that reads as it. The brands anywhere, the words as
 * words.
 */
function readsAsPattern(): string {
  const table = prototypeTable();
  const skeleton = (char: string) => (table.get(char) ?? char).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  // Caseless: a character's skeletons in its three cases ("m" → "rn", "M" → "m"; "I" → "l", "i" → "i").
  const keys = (char: string) => new Set([char, char.toLowerCase(), char.toUpperCase()].map(skeleton));
  const alike = new Map<string, Set<string>>();
  for (const source of table.keys()) {
    for (const key of keys(source)) alike.set(key, (alike.get(key) ?? new Set()).add(source));
  }
  const letter = (char: string) => {
    const sources = [...keys(char)].flatMap((key) => [...(alike.get(key) ?? [])]);
    return `[${[...new Set([char, ...sources])].map(escapeClass).join('')}]`;
  };
  const brand = (name: string) => [...name.toLowerCase().replace(/[^a-z]/g, '')].map(letter).join(BETWEEN);
  const word = (name: string) => [...name].map(letter).join('');
  return [
    ...RESERVED_BRANDS.map(brand),
    `(?:^|${NOT_LETTER})(?:${RESERVED_WORDS.map(word).join('|')})(?:${NOT_LETTER}|$)`,
  ].join('|');
}

let reserved: RegExp | undefined;
let readsAsReserved: RegExp | undefined;

/** As typed (RESERVED_NAME_PATTERN, which the rules hold too) or as it reads (readsAsPattern). */
export function isReservedName(name: string): boolean {
  // Made at the first call, not when a form's module loads: it takes 65–79 ms on a phone (4× CPU).
  reserved ??= new RegExp(RESERVED_NAME_PATTERN, 'iu');
  readsAsReserved ??= new RegExp(readsAsPattern(), 'iu');
  return reserved.test(name) || readsAsReserved.test(bareName(name));
}

/** Why a display name cannot be used, or null: each reason has its own message in the forms and functions. */
export type DisplayNameProblem = 'invisible' | 'noLetter' | 'reserved';

export function displayNameProblem(name: string): DisplayNameProblem | null {
  if (/\p{Cf}/u.test(name)) return 'invisible';
  if (!/\p{L}/u.test(name)) return 'noLetter';
  return isReservedName(name) ? 'reserved' : null;
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
