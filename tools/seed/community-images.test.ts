import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_PURPOSES, imageWidths, type ImagePurpose } from '#shared/model/index.ts';
import { communityArtworks, describeArtwork, drawArtwork, type Artwork } from './community-images.ts';

/** Each kind of seeded picture and the purpose content.ts and seed.ts upload it for. */
const kinds: [string, Artwork[], ImagePurpose][] = [
  ['album photos', communityArtworks.photos, 'album-photo'],
  ['post covers', communityArtworks.covers, 'post-cover'],
  ['book covers', communityArtworks.books, 'library-cover'],
  ['advisory portraits', communityArtworks.advisory, 'advisory-portrait'],
  ['member portraits', Array.from({ length: 20 }, (_, n) => communityArtworks.member(n)), 'portrait'],
  ['team portraits', Array.from({ length: 12 }, (_, n) => communityArtworks.team(n)), 'team-portrait'],
];

describe('the seeded artwork', () => {
  it('is drawn as a PNG of its own size, as a person’s file would be', async () => {
    const artwork: Artwork = { seed: 3, width: 300, height: 200 };
    const { format, width, height } = await sharp(await drawArtwork(artwork)).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 300, height: 200 });
  });

  it.each(kinds)(
    '%s are large enough for their purpose, and for more than one of its widths',
    (_, artworks, purpose) => {
      for (const { width, height } of artworks) {
        expect(Math.min(width, height)).toBeGreaterThanOrEqual(IMAGE_PURPOSES[purpose].minSide);
        const side = IMAGE_PURPOSES[purpose].square ? Math.min(width, height) : width;
        expect(imageWidths(purpose, side).length).toBeGreaterThan(1);
      }
    },
  );

  it('are each a picture of their own, described in words of their own palette', () => {
    const seeds = kinds.flatMap(([, artworks]) => artworks.map(({ seed }) => seed));
    expect(new Set(seeds).size).toBe(seeds.length);
    const alts = communityArtworks.covers.map(describeArtwork);
    expect(new Set(alts).size).toBe(alts.length);
    for (const alt of alts) expect(alt).toMatch(/^Abstract kente-like bands in .+ across .+, under an? .+ sun$/);
  });
});
