import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '#shared/model/index.js';
import { REGION } from '../options.js';
import { recountFollowers, writerOf } from './count-followers.js';

/** Keeps members/{uid}.followerCount. Retries on: recounting is safe to repeat (docs/decisions/0012). */
export const countFollowers = onDocumentWritten(
  { retry: true, region: REGION, document: `${COLLECTIONS.users}/{uid}/${COLLECTIONS.follows}/{id}` },
  async (event) => {
    const writer = writerOf(event.data?.before.data(), event.data?.after.data());
    if (writer) await recountFollowers(getFirestore(), writer);
  },
);
