import { describe, expect, it } from 'vitest';
import { MEMBER_LINKS, memberLinkLabel, memberLinkProblem } from '@/lib/model';

describe("a card's links", () => {
  it.each([
    'https://adaeze.example.com',
    'https://www.instagram.com/adaeze.writes/',
    'https://substack.com/@adaeze?utm=card#top',
    'https://ng.linkedin.com:443/in/adaeze',
  ])('takes %s', (address) => {
    expect(memberLinkProblem(address)).toBeNull();
  });

  it.each([
    ['http://adaeze.example.com', 'notHttps'],
    ['adaeze.example.com', 'notHttps'],
    ['javascript:alert(1)', 'notHttps'],
    ['https://bank.example@evil.test', 'notAddress'],
    ['https://localhost/page', 'notAddress'],
    ['https://adaeze.example.com/my page', 'notAddress'],
    ['https://.example.com', 'notAddress'],
    ['https://adaeze./page', 'notAddress'],
    ['https://adaeze.example.com:', 'notAddress'],
    ['https://adaeze.example.com:443a', 'notAddress'],
    [`https://example.com/${'a'.repeat(MEMBER_LINKS.length)}`, 'tooLong'],
  ])('refuses %s (%s)', (address, problem) => {
    expect(memberLinkProblem(address)).toBe(problem);
  });

  it('shows a link as its host and path, without the scheme, "www." or a last slash', () => {
    expect(memberLinkLabel('https://www.instagram.com/adaeze.writes/')).toBe('instagram.com/adaeze.writes');
    expect(memberLinkLabel('https://adaeze.example.com')).toBe('adaeze.example.com');
  });
});
