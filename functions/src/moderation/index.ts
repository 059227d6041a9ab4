import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '#shared/model/index.js';
import { REGION } from '../options.js';
import { resolveReportsOf } from './resolve-reports.js';

/** Retries on: resolving changes only open reports, so a repeat is harmless. */
const TRIGGER = { retry: true, region: REGION } as const;

/** A deleted comment's open reports become 'removed'. */
export const resolveReportsOfComment = onDocumentDeleted(
  { ...TRIGGER, document: `${COLLECTIONS.posts}/{slug}/${COLLECTIONS.comments}/{id}` },
  async (event) => {
    await resolveReportsOf(getFirestore(), event.params.slug, event.params.id);
  },
);

/** A deleted post's open reports become 'removed' (its comments' follow as they are deleted). */
export const resolveReportsOfPost = onDocumentDeleted(
  { ...TRIGGER, document: `${COLLECTIONS.posts}/{slug}` },
  async (event) => {
    await resolveReportsOf(getFirestore(), event.params.slug);
  },
);
