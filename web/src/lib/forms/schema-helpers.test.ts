import { describe, expect, it } from 'vitest';
import { IMAGE_PATH_PREFIXES, LIMITS } from '@/lib/model';
import { LOOK_ALIKE_NAMES, ORDINARY_NAMES } from '@/test/emulators';
import {
  displayNameText,
  optionalImageUrl,
  optionalUrl,
  positionText,
  requiredImageUrl,
  requiredUrl,
  text,
} from './schema-helpers';

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

describe('optionalImageUrl and requiredImageUrl: images only at paths of this site (rules: isImageUrl)', () => {
  it('accept a path under each image prefix, and when optional, nothing', () => {
    for (const address of IMAGE_PATH_PREFIXES.map((prefix) => `${prefix}covers/cover-1.webp`)) {
      expect(optionalImageUrl.safeParse(address).success, address).toBe(true);
      expect(requiredImageUrl.safeParse(` ${address} `).data).toBe(address);
    }
    expect(optionalImageUrl.safeParse('').success).toBe(true);
    expect(messageOf(requiredImageUrl.safeParse(''))).toBe('contentAdmin:validation.imageUrl');
  });

  it('refuse every host (this project’s Storage included), other paths, dot segments and escapes', () => {
    for (const address of [
      'https://example.com/a.jpg',
      'https://firebasestorage.googleapis.com/v0/b/voa/o/c.jpg',
      'http://example.com/community/c.jpg',
      '//evil.example/community/c.jpg',
      '/\\evil.example/community/c.jpg',
      '/community',
      '/community/',
      '/communityx/c.jpg',
      '/api/deleteAccount',
      '/community/../api/x',
      '/community/./c.jpg',
      '/community/.hidden',
      '/community//c.jpg',
      '/community/%2e%2e/api',
      '/community/c.jpg?x=1',
      '/community/c d.jpg',
      'data:image/png;base64,AAAA',
    ]) {
      expect(messageOf(optionalImageUrl.safeParse(address)), address).toBe('contentAdmin:validation.imageUrl');
      expect(messageOf(requiredImageUrl.safeParse(address)), address).toBe('contentAdmin:validation.imageUrl');
    }
  });
});

describe('text(): a name of only spaces is too short, as the rules (isName) find it', () => {
  it('refuses spaces with the too-short message and writes the name trimmed', () => {
    const name = text(LIMITS.card.displayName, 'tooShort');
    expect(messageOf(name.safeParse(' '.repeat(LIMITS.card.displayName.min + 3)))).toBe('tooShort');
    expect(name.safeParse('  Amara  ').data).toBe('Amara');
  });
});

describe('positionText(): a whole number from 0 to the rules’ maximum', () => {
  it('accepts 0 to 1000, and refuses a fraction, a negative, text and 1001 with its message', () => {
    const position = positionText(1000);
    for (const value of ['0', '7', ' 12 ', '1000']) expect(messageOf(position.safeParse(value)), value).toBeNull();
    for (const value of ['', '1.5', '-1', 'first', '1001', '10000']) {
      expect(messageOf(position.safeParse(value)), value).toBe('contentAdmin:validation.order');
    }
  });
});

describe('displayNameText: a name that cannot pass for another, stored in NFKC', () => {
  const name = displayNameText(LIMITS.application.displayName, {
    tooShort: 'short',
    tooLong: 'long',
    reserved: 'reserved',
    invisible: 'invisible',
    noLetter: 'noLetter',
  });

  it.each(LOOK_ALIKE_NAMES.map((row) => [row.script, row.name, row.problem] as const))(
    'refuses %s (%s) with the message saying why: %s',
    (_script, value, problem) => {
      const result = name.safeParse(value);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([problem]);
    },
  );

  it('accepts names of many scripts, and stores fullwidth or styled letters as plain ones', () => {
    for (const ordinary of ORDINARY_NAMES) expect(name.safeParse(ordinary).success, ordinary).toBe(true);
    expect(name.safeParse(' Ｓｉｐｈｏ 𝐌𝐞𝐧𝐬𝐚𝐡 ').data).toBe('Sipho Mensah');
  });
});
