/** From the constants that set them, so the text and the code cannot disagree. */

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export const minutes = (n: number) => count(n, 'minute');

export const hours = (n: number) => count(n, 'hour');

/** "90 days"; whole years in words too: "two years (730 days)". */
export function days(n: number): string {
  const years = n / 365;
  const word = Number.isInteger(years) ? NUMBER_WORDS[years] : undefined;
  return word && years > 0 ? `${word} ${years === 1 ? 'year' : 'years'} (${count(n, 'day')})` : count(n, 'day');
}

/** A small count in words ("five"), as a sentence says it; larger ones as digits. */
export const inWords = (n: number) => NUMBER_WORDS[n] ?? String(n);
