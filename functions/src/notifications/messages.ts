import type { MailMessage } from '#shared/model/index.js';
import catalog from './locales/en.json';

/** Why no MessageFormat library: docs/decisions/0026-notification-texts-catalog.md */
export type MessageKey = keyof typeof catalog;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}` placeholders of a template, in order. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/** Fills `{name}` with values[name]; a placeholder without a value throws (a bug for the tests to find). */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    return value;
  });
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The HTML body: the plain text escaped (members wrote the values), a paragraph per block, line breaks kept. */
export function toHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** The subject, text and HTML of one message of the catalog, with its values filled in. */
export function renderMessage(key: MessageKey, values: Record<string, string>): MailMessage {
  const { subject, text } = catalog[key];
  // A subject is one line: a value with a line break (a bio, say) must not split the header.
  const filledSubject = format(subject, values).replace(/\s+/g, ' ').trim();
  const filledText = format(text, values);
  return { subject: filledSubject, text: filledText, html: toHtml(filledText) };
}

export const MESSAGE_KEYS = Object.keys(catalog) as MessageKey[];
export { catalog };
