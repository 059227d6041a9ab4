import { describe, expect, it } from 'vitest';
import { memberUidOf } from './member-address';
import { memberPath } from './member-path';

describe('memberUidOf: the uid of the member whose page an address names', () => {
  it('reads the page’s path, and the whole address a browser shows, with or without a trailing part', () => {
    expect(memberUidOf('/voa/members/demo-admin')).toBe('demo-admin');
    expect(memberUidOf('  https://sankofaeditorial.com/voa/members/AbC123xyz  ')).toBe('AbC123xyz');
    expect(memberUidOf('http://127.0.0.1:5173/voa/members/demo-admin/')).toBe('demo-admin');
    expect(memberUidOf('https://sankofaeditorial.com/voa/members/demo-admin?from=board#posts')).toBe('demo-admin');
  });

  it('is the inverse of memberPath, escapes included', () => {
    for (const uid of ['demo-admin', 'ünïcode uid', 'a+b@c']) expect(memberUidOf(memberPath(uid))).toBe(uid);
  });

  it('is null for any other address: another page, no uid, a uid of more than one segment, a broken escape', () => {
    for (const address of [
      '',
      'demo-admin',
      '/voa/members/',
      '/voa/aunties',
      '/voa/members/demo-admin/posts',
      'https://example.org/profile/demo-admin',
      '/voa/members/a%2Fb',
      '/voa/members/%E0%A4%A',
      'javascript:/voa/members/x',
    ]) {
      expect(memberUidOf(address), address).toBeNull();
    }
  });
});
