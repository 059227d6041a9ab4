import type { DisplayNameProblem } from '../model/index.js';

/**
 * Display names that cannot pass for the editors', with the reason each is refused: the
 * forms, the rules and the functions are all tried with this one table. `rules` says whether the
 * rules can tell on their own (invisible characters, no letter, RESERVED_NAME_PATTERN); the others
 * read as a reserved name only through the model's look-alike check, which the functions apply.
 */
export const LOOK_ALIKE_NAMES: readonly {
  name: string;
  script: string;
  problem: DisplayNameProblem;
  rules: boolean;
}[] = [
  { name: 'Ａｄｍｉｎ Sipho', script: 'fullwidth letters', problem: 'reserved', rules: false },
  { name: 'ѕᴛᴀꜰꜰ Sipho', script: 'small capitals and a Cyrillic dze', problem: 'reserved', rules: false },
  { name: '𝐄𝐝𝐢𝐭𝐨𝐫 Kofi Mensah', script: 'mathematical bold', problem: 'reserved', rules: false },
  { name: '𝕊𝕒𝕟𝕜𝕠𝕗𝕒 Reader', script: 'mathematical double-struck', problem: 'reserved', rules: false },
  { name: 'Eԁitor Abena', script: 'a Cyrillic komi de', problem: 'reserved', rules: false },
  { name: 'ΑDΜΙΝ Ama', script: 'Greek capitals', problem: 'reserved', rules: false },
  { name: 'ꓮdmin Yaw', script: 'a Lisu letter', problem: 'reserved', rules: false },
  { name: 'Vоiсеs оf Аfriса', script: 'Cyrillic letters the rules know', problem: 'reserved', rules: true },
  { name: '\u200B\u200B\u200B', script: 'zero-width spaces only', problem: 'invisible', rules: true },
  { name: 'Ama\u2060Serwaa', script: 'a word joiner inside', problem: 'invisible', rules: true },
  { name: '\u202EawreS amA', script: 'a right-to-left override', problem: 'invisible', rules: true },
  { name: '-- 42 --', script: 'no letter at all', problem: 'noLetter', rules: true },
];

/** Names of many scripts that must pass wherever the look-alikes are refused. */
export const ORDINARY_NAMES: readonly string[] = [
  'Amaka Obi',
  'Badminton Fan',
  'Creditor Kwame',
  'Staffordshire Reader',
  'Adminah Yusuf',
  'Ọlá Adébáyọ̀',
  'Chimamanda N.',
  'አበበ ቢቂላ',
  'Μαρία Παπαδοπούλου',
  'Иван Петров',
  'محمد علي',
];
