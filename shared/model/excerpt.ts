import { markdownText } from './markdown-text.js';

export function excerpt(markdown: string, length = 200): string {
  return clip(markdownText(markdown, length), length);
}

/** The text cut to about `length` characters on a whole word, with "…"; a shorter text as it is. */
export function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).replace(/\s+\S*$/, '')}…` : text;
}
