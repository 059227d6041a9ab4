import { EDITORIAL_AUTHOR_TYPE } from '@/lib/model';
import { memberPath } from './member-path';

/** Where a byline's name leads: its writer's page; nowhere for the editors, whom no member card stands for. */
export const authorPath = (uid: string, author: { type: string }): string | null =>
  uid === '' || author.type === EDITORIAL_AUTHOR_TYPE ? null : memberPath(uid);
