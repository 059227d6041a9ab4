import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../lib/model';
import { postFormSchema } from './post-schema';

const values = (overrides: Record<string, string> = {}) => ({
  title: 'Rain over Onitsha',
  coverUrl: '',
  body: 'The rain came early that year.',
  tags: 'fiction, nigeria',
  ...overrides,
});
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

// The rules check each tag (isTag: up to LIMITS.post.tag.max) and the title (isName); the form says so first.
describe('postFormSchema', () => {
  it('accepts a tag of 30 characters and refuses 31 with the tag message', () => {
    const { max } = LIMITS.post.tag;
    expect(postFormSchema.safeParse(values({ tags: 't'.repeat(max) })).success).toBe(true);
    expect(messages(postFormSchema.safeParse(values({ tags: `fiction, ${'t'.repeat(max + 1)}` })))).toEqual([
      'blog:validation.tagLong',
    ]);
  });

  it('refuses a title of only spaces with the title message', () => {
    expect(messages(postFormSchema.safeParse(values({ title: '      ' })))).toContain('blog:validation.title');
  });

  it('refuses a cover address a browser reads as another host, or on a host images may not come from', () => {
    for (const coverUrl of ['/\\evil.example/x', 'https://evil.example/pixel.gif']) {
      expect(messages(postFormSchema.safeParse(values({ coverUrl })))).toEqual(['contentAdmin:validation.imageUrl']);
    }
  });
});
