import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog, format, MESSAGE_KEYS, placeholders, renderMessage, toHtml } from './messages.js';

describe('the mail catalog', () => {
  it('has a subject and a text for every message, each placeholder a plain name', () => {
    for (const key of MESSAGE_KEYS) {
      const { subject, text } = catalog[key];
      expect(subject.trim(), key).not.toBe('');
      expect(text.trim(), key).not.toBe('');
      // A stray brace (a typo like "{name" or "{{x}}") would reach the reader as it is.
      for (const template of [subject, text]) {
        expect(template.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
      }
    }
  });

  it('has a label for every message in the admins’ Outbox (web/src/i18n/locales/en/outbox.json)', () => {
    // Read from the repository's root, where Vitest runs (as post-page.test.ts reads web/index.html).
    const outbox = JSON.parse(readFileSync('web/src/i18n/locales/en/outbox.json', 'utf8')) as {
      events: Record<string, string>;
    };
    const unlabelled = MESSAGE_KEYS.filter((key) => !outbox.events[key]?.trim());
    expect(unlabelled).toEqual([]);
  });
});

describe('format', () => {
  it('fills every placeholder, as often as it appears', () => {
    expect(format('{a} and {b}, {a}', { a: 'Ama', b: 'Kofi' })).toBe('Ama and Kofi, Ama');
    expect(placeholders('{a} and {b}')).toEqual(['a', 'b']);
  });

  it('throws on a placeholder without a value rather than mail "{name}"', () => {
    expect(() => format('Dear {displayName}', {})).toThrow('No value for {displayName}');
  });

  it('leaves braces inside a value alone (a value is not a template)', () => {
    expect(format('{a}', { a: '{b}' })).toBe('{b}');
  });
});

describe('renderMessage', () => {
  it('gives the subject on one line, the text, and HTML with the values escaped', () => {
    const message = renderMessage('contactMessage', {
      name: 'Ama <script>',
      email: 'ama@example.com',
      topic: 'editing',
      message: 'Line one\nline two & more',
    });
    expect(message.subject).toBe('Contact form (editing): Ama <script>');
    expect(message.text).toContain('Line one\nline two & more');
    expect(message.html).toContain('Ama &lt;script&gt;');
    expect(message.html).toContain('Line one<br>line two &amp; more');
    expect(message.html).not.toContain('<script>');
  });

  it('keeps a subject on one line when a value holds line breaks', () => {
    const message = renderMessage('postSubmitted', { title: 'Two\nlines', author: 'Kofi' });
    expect(message.subject).toBe('Post submitted for review: Two lines');
  });
});

describe('toHtml', () => {
  it('makes a paragraph of each block and keeps line breaks', () => {
    expect(toHtml('One\ntwo\n\nThree')).toBe('<p>One<br>two</p>\n<p>Three</p>');
  });
});
