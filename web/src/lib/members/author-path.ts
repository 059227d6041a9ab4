import { EDITORIAL_AUTHOR_TYPE } from '@/lib/model';
import { cardPath } from './member-path';

/**
 * Where a byline's name leads: its writer's page, at the slug on their card (`slug`, read with their portrait) or else
 * at their uid, which moves to it; nowhere for the editors, whom no member card stands for.
 */
export const authorPath = (uid: string, author: { type: string }, slug?: string): string | null =>
  uid === '' || author.type === EDITORIAL_AUTHOR_TYPE ? null : cardPath({ uid, slug });
