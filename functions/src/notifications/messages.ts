import catalog from './locales/en.json';

/**
 * The texts of the notification e-mails come from a catalog (locales/en.json), as the web app's
 * texts do (web/src/i18n/locales): the functions may not import web/, so they own theirs. The
 * placeholders are ICU-style `{name}`, filled by `format`; a message uses no plural or select,
 * so a full MessageFormat library would add a dependency for nothing.
 */
export type MessageKey = keyof typeof catalog;

/** What the `mail` collection's `message` field holds (Trigger Email from Firestore). */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}` placeholders of a template, in order. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/**
 * Fills `{name}` with values[name]. A placeholder without a value throws: a mail that says
 * "{displayName}" to a member is a bug to find in the tests, not to send.
 */
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

/**
 * The HTML body: the plain text, escaped (members and visitors wrote the values), one paragraph
 * per blank-line-separated block, line breaks kept.
 */
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
