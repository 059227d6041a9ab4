import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, receives } from './mail-preferences.js';

describe('receives', () => {
  it('sends every kind but followed tags when nothing is stored', () => {
    const off = MAIL_KINDS.filter((kind) => !receives(undefined, kind));
    expect(off).toEqual(['followedTags']);
    expect(receives({}, 'followedWriters')).toBe(true);
  });

  it('follows the member’s own choice either way, and takes anything but true or false as no choice', () => {
    expect(receives({ followedTags: true }, 'followedTags')).toBe(true);
    expect(receives({ followedWriters: false }, 'followedWriters')).toBe(false);
    expect(receives({ comments: 'no' }, 'comments')).toBe(true);
    expect(receives({ followedTags: 'yes' }, 'followedTags')).toBe(false);
  });
});
