import { loadFirestore } from '@/lib/firebase/load-firestore';
import { fingerprint } from '@/lib/autosave/device-copies';
import { COLLECTIONS } from '@/lib/model';
import { toPostInput, type Post, type PostInput } from './post';
import type { PostFormValues } from './post-schema';

/** The post form's values of a post (or of a new one: empty). */
export function formValuesOf(post?: Pick<Post, 'title' | 'coverUrl' | 'coverAlt' | 'body' | 'tags'>): PostFormValues {
  return {
    title: post?.title ?? '',
    coverUrl: post?.coverUrl ?? '',
    coverAlt: post?.coverAlt ?? '',
    body: post?.body ?? '',
    tags: post?.tags.join(', ') ?? '',
  };
}

const FORM_KEYS = ['title', 'coverUrl', 'coverAlt', 'body', 'tags'] as const;

/** Whether a device copy's values have the form's shape (anything else stored there is ignored). */
export function isPostFormValues(values: unknown): values is PostFormValues {
  if (typeof values !== 'object' || values === null) return false;
  const record = values as Record<string, unknown>;
  return FORM_KEYS.every((key) => typeof record[key] === 'string');
}

/** The post as it would be stored (trimmed, tags as written), fingerprinted: equal values, equal prints. */
export const postFingerprint = (values: PostFormValues): string => fingerprint(JSON.stringify(toPostInput(values)));

/** Not counted, and not a transaction on purpose: the search trigger's write after each save would make it retry. */
export async function saveDraftWords(slug: string, input: PostInput): Promise<void> {
  const { db, doc, serverTimestamp, updateDoc } = await loadFirestore();
  await updateDoc(doc(db, COLLECTIONS.posts, slug), { ...input, updated: serverTimestamp() });
}
