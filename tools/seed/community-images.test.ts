import { describe, expect, it } from 'vitest';
import { IMAGE_URL_PATTERN } from '../../shared/model/index.ts';
import { communityImages } from './community-images.ts';

describe('the seeded images', () => {
  it('are paths the rules and the forms accept as image addresses (IMAGE_URL_PATTERN)', () => {
    const paths = Object.values(communityImages).flat();
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(IMAGE_URL_PATTERN.test(path), path).toBe(true);
  });
});
