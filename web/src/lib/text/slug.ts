/** shared/model's slugs (a member's slug is made by the functions too). */
export { RANDOM_SLUG_PART_LENGTH, randomSlugPart, slugify } from '@/lib/model';
