// A member's initials and their colour: MemberPortrait's drawing when there is no portrait.

/** At least 4.5:1 each for white letters. */
export const INITIALS_COLOURS = [
  '#9c3f1e',
  '#2d5a27',
  '#0b57a4',
  '#6b3a7a',
  '#7a4a00',
  '#3f4f5f',
  '#8a2f4a',
  '#1f5f5b',
] as const;

/** The first letters of a name's first and last words ('Amara Okafor' → 'AO'), by character, not UTF-16 unit. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letterOf = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  return (letterOf(first) + letterOf(last)).toLocaleUpperCase();
}

/** A small hash of its characters: the same colour on every page and visit. */
export function initialsColourIndexOf(name: string): number {
  let hash = 0;
  for (const character of name.trim()) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash % INITIALS_COLOURS.length;
}

export const initialsColourOf = (name: string): string =>
  INITIALS_COLOURS[initialsColourIndexOf(name)] ?? INITIALS_COLOURS[0];
