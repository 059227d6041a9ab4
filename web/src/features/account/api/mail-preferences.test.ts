import { describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '@/lib/model';
import { choiceOf } from './mail-preferences';

describe('choiceOf: the boxes a stored choice of e-mails ticks', () => {
  it('ticks every kind but followed tags when nothing is stored', () => {
    const choice = choiceOf(null);
    expect(MAIL_KINDS.filter((kind) => !choice[kind])).toEqual(['followedTags']);
    expect(choiceOf({}).followedWriters).toBe(true);
  });

  it('follows the member’s own choice either way, and takes anything but true or false as no choice', () => {
    expect(choiceOf({ followedTags: true }).followedTags).toBe(true);
    expect(choiceOf({ followedWriters: false }).followedWriters).toBe(false);
    expect(choiceOf({ comments: 'no' }).comments).toBe(true);
    expect(choiceOf({ followedTags: 'yes' }).followedTags).toBe(false);
  });
});
