import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/lib/model';
import { postSlug } from './post';

// The shape firestore.rules (isSlug) accepts for a slug.
const rulesSlug = /^[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+(-[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+)*$/u;

describe('postSlug', () => {
  it('is the slug when the title has one, of at most the rules’ length', () => {
    expect(postSlug('أصوات أفريقيا', () => 'unused')).toBe('أصوات-أفريقيا');
    expect(Array.from(postSlug('𞤀𞤣𞤤𞤢𞤥'.repeat(30)))).toHaveLength(LIMITS.post.slug);
  });

  it('falls back to "post-" and a short random id when nothing readable remains', () => {
    expect(postSlug('🌍🌍', () => 'x7k2m9ab')).toBe('post-x7k2m9ab');
    const slug = postSlug('🌍🌍');
    expect(slug).toMatch(/^post-[a-z0-9]{8}$/);
    expect(slug).toMatch(rulesSlug);
    expect(postSlug('🌍🌍')).not.toBe(slug);
  });
});
