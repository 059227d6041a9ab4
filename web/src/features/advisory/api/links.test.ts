import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/lib/model';
import { parseLinks } from './links';

// The rules (isLinkList, isLink) check each link; the form refuses the same links first.
describe('parseLinks', () => {
  it('reads "Label | address" lines, up to five', () => {
    expect(parseLinks('Website | https://example.com\nBooks | /community/books')).toEqual([
      { label: 'Website', url: 'https://example.com' },
      { label: 'Books', url: '/community/books' },
    ]);
    const five = Array.from({ length: LIMITS.advisory.links }, (_, n) => `L${n} | https://example.com/${n}`);
    expect(parseLinks(five.join('\n'))).toHaveLength(LIMITS.advisory.links);
    expect(parseLinks([...five, 'L5 | https://example.com/5'].join('\n'))).toBeUndefined();
  });

  it('accepts a label of 60 characters and refuses 61', () => {
    const { max } = LIMITS.advisory.linkLabel;
    expect(parseLinks(`${'x'.repeat(max)} | https://example.com`)).toHaveLength(1);
    expect(parseLinks(`${'x'.repeat(max + 1)} | https://example.com`)).toBeUndefined();
  });

  it('refuses an address that is too long, javascript:, or read as another host', () => {
    const long = `https://example.com/${'a'.repeat(LIMITS.url.max)}`;
    for (const url of [long, 'javascript:alert(1)', '//evil.example', '/\\evil.example/x']) {
      expect(parseLinks(`Website | ${url}`)).toBeUndefined();
    }
  });
});
