import { describe, expect, it } from 'vitest';
import { LIMITS } from '../model';
import { optionalUrl, requiredUrl, text } from './schema-helpers';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

// The rules (isUrl) refuse a path that a browser reads as another host; the form says so first.
describe('optionalUrl and requiredUrl: the addresses firestore.rules accept', () => {
  it('refuse /\\evil.example/x and //evil.example with the address message', () => {
    for (const address of ['/\\evil.example/x', '//evil.example/x', 'javascript:alert(1)', 'http://plain.example']) {
      expect(messageOf(optionalUrl.safeParse(address))).toBe('contentAdmin:validation.url');
      expect(messageOf(requiredUrl.safeParse(address))).toBe('contentAdmin:validation.url');
    }
  });

  it('accept a path on this site, an https address and, when optional, nothing', () => {
    for (const address of ['/community/cover.png', 'https://example.com/a']) {
      expect(optionalUrl.safeParse(address).success).toBe(true);
      expect(requiredUrl.safeParse(address).success).toBe(true);
    }
    expect(optionalUrl.safeParse('').success).toBe(true);
  });
});

describe('text(): a name of only spaces is too short, as the rules (isName) find it', () => {
  it('refuses spaces with the too-short message and writes the name trimmed', () => {
    const name = text(LIMITS.card.displayName, 'tooShort');
    expect(messageOf(name.safeParse(' '.repeat(LIMITS.card.displayName.min + 3)))).toBe('tooShort');
    expect(name.safeParse('  Amara  ').data).toBe('Amara');
  });
});
