import { describe, expect, it } from 'vitest';
import { LIMITS, isTag } from '@/lib/model';
import { toPostInput } from './post';
import { postFormSchema } from './post-schema';

const values = (overrides: Record<string, string> = {}) => ({
  title: 'Rain over Onitsha',
  coverUrl: '',
  coverAlt: '',
  body: 'The rain came early that year.',
  tags: 'fiction, nigeria',
  ...overrides,
});
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

// The rules (hasCoverAlt) ask for the cover's alt text with a cover, and store '' without one.
describe("postFormSchema: the cover's alt text", () => {
  const cover = '/community/covers/cover-1.webp';

  it('refuses a cover without alt text, with the alt message on coverAlt', () => {
    const result = postFormSchema.safeParse(values({ coverUrl: cover, coverAlt: '  ' }));
    expect(messages(result)).toEqual(['imageUpload:validation.alt']);
    expect(result.error?.issues[0]?.path).toEqual(['coverAlt']);
  });

  it('accepts a cover with alt text and refuses one over the limit', () => {
    const coverAlt = 'Bands of ochre and green under a gold sun';
    expect(postFormSchema.safeParse(values({ coverUrl: cover, coverAlt })).success).toBe(true);
    expect(messages(postFormSchema.safeParse(values({ coverUrl: cover, coverAlt: 'a'.repeat(251) })))).toEqual([
      'imageUpload:validation.altLong',
    ]);
  });

  it('needs no alt text without a cover, and stores none then', () => {
    expect(postFormSchema.safeParse(values()).success).toBe(true);
    expect(toPostInput(values({ coverAlt: 'left from a removed cover' })).coverAlt).toBe('');
    expect(toPostInput(values({ coverUrl: cover, coverAlt: ' A gold sun ' })).coverAlt).toBe('A gold sun');
  });
});

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
      expect(messages(postFormSchema.safeParse(values({ coverUrl, coverAlt: 'A gold sun over green bands' })))).toEqual(
        ['contentAdmin:validation.imageUrl'],
      );
    }
  });
});
