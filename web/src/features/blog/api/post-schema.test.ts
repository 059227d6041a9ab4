import { describe, expect, it } from 'vitest';
import { LIMITS, isTag } from '@/lib/model';
import { toPostInput } from './post';
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

  it('accepts tags of letters of any script and digits, words joined by a space or hyphen, as the rules do', () => {
    const tags = 'Short Stories, post-colonial, 1960s, ስነ-ጽሑፍ, हिन्दी कविता';
    expect(postFormSchema.safeParse(values({ tags })).success).toBe(true);
    expect(toPostInput(values({ tags })).tags.every(isTag)).toBe(true);
  });

  it('writes a tag lower case with one space between words, as the rules accept it', () => {
    expect(toPostInput(values({ tags: '  Short   Stories , LAGOS' })).tags).toEqual(['short stories', 'lagos']);
  });

  it.each(['__x__', 'a.b', 'a/b', '`x`', '#tag', "women's", '-lead', 'trail-', 'a--b', 'emoji 🙂'])(
    'refuses the tag %j with the message that says which characters a tag may hold',
    (tag) => {
      expect(messages(postFormSchema.safeParse(values({ tags: `fiction, ${tag}` })))).toEqual([
        'blog:validation.tagCharacters',
      ]);
    },
  );

  it('refuses a title of only spaces with the title message', () => {
    expect(messages(postFormSchema.safeParse(values({ title: '      ' })))).toContain('blog:validation.title');
  });

  it('refuses a cover address a browser reads as another host, or on a host images may not come from', () => {
    for (const coverUrl of ['/\\evil.example/x', 'https://evil.example/pixel.gif']) {
      expect(messages(postFormSchema.safeParse(values({ coverUrl })))).toEqual(['contentAdmin:validation.imageUrl']);
    }
  });
});
