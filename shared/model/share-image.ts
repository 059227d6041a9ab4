// The link-preview images' size, and a blog post's image address, for PostHead and postPage alike.
import { imageWidths, mediaFile, mediaHeightAt, parseMediaAddress, type ImagePurpose } from './media.js';
import type { Post } from './posts.js';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Hosting rewrites /share/posts/* to the postShareImage function (firebase.json). */
export const POST_SHARE_IMAGE_PATH = '/share/posts/';
export const POST_SHARE_IMAGE_EXTENSION = '.jpg';

/** `/share/posts/<slug>.jpg?v=<millis of the last edit>`: a new address per edit (docs/decisions/0014). */
export function postShareImagePath(slug: string, version: Date | null): string {
  const path = `${POST_SHARE_IMAGE_PATH}${encodeURIComponent(slug)}${POST_SHARE_IMAGE_EXTENSION}`;
  return version ? `${path}?v=${version.getTime()}` : path;
}

/** A link-preview image: its path on the site and its size in pixels. */
export interface PreviewImage {
  path: string;
  width: number;
  height: number;
  /** Its own description; without one, the page's title describes it. */
  alt?: string;
}

/**
 * The link preview of an uploaded cover: its widest JPEG no wider than a share image, from the address alone
 * (docs/decisions/0015-link-previews-rendered-by-functions.md).
 */
export const coverPreview = (address: string): PreviewImage | null => uploadPreview(address, 'post-cover');

/**
 * An upload of `purpose` as a link preview (a post's or a library entry's cover, an album's photo): its widest JPEG
 * no wider than a share image; null for an address that is not such an upload.
 */
export function uploadPreview(address: string, purpose: ImagePurpose): PreviewImage | null {
  const image = parseMediaAddress(address);
  if (image?.purpose !== purpose) return null;
  const widths = imageWidths(image.purpose, image.width);
  const width = widths.filter((made) => made <= SHARE_IMAGE_WIDTH).at(-1) ?? Math.min(...widths);
  return { path: mediaFile(address, width, 'jpg'), width, height: mediaHeightAt(image, width) };
}

/** A member's uploaded portrait as their page's link preview: its widest JPEG (square; social sites show it small). */
export function portraitPreview(address: string): PreviewImage | null {
  const image = parseMediaAddress(address);
  if (image?.purpose !== 'portrait') return null;
  const width = Math.max(...imageWidths(image.purpose, image.width));
  return { path: mediaFile(address, width, 'jpg'), width, height: mediaHeightAt(image, width) };
}

/** What a post's link preview reads of it (a published post's `published` is set). */
export type PreviewedPost = Pick<Post<Date | null>, 'slug' | 'coverUrl' | 'coverAlt' | 'updated' | 'published'>;

/** Its uploaded cover, described by its alt text, or else its share image, described by the title. */
export function postPreviewImage(post: PreviewedPost): PreviewImage {
  const cover = coverPreview(post.coverUrl);
  if (cover) return post.coverAlt ? { ...cover, alt: post.coverAlt } : cover;
  return {
    path: postShareImagePath(post.slug, post.updated ?? post.published),
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
  };
}
