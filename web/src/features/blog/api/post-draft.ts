import type { SaveOutcome } from '@/lib/autosave/autosaver';
import { deviceCopyKey, removeDeviceCopy, writeDeviceCopy } from '@/lib/autosave/device-copies';
import { postSlug, toPostInput, type PostInput, type PostStatus } from './post';
import { postFingerprint, saveDraftWords } from './post-drafts';
import type { PostFormValues } from './post-schema';
import { createOwnPost, updateOwnPost } from './posts';

/** A member's copy on this device of a post: 'new' until the server has it, then its slug. */
export const postCopyKey = (uid: string, slug: string | null) => deviceCopyKey(uid, 'post', slug ?? 'new');

const draftCheck = () => import('./post-schema');

/** Loads the draft's check ahead of the first save. */
export function preloadDraftCheck(): void {
  draftCheck().catch(() => {});
}

/** The first thing the rules would refuse in a draft (an i18n key), or null when it can be saved. */
async function firstProblem(values: PostFormValues): Promise<string | null> {
  const { postFormSchema } = await draftCheck();
  const result = postFormSchema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? 'blog:errors.unknown');
}

export interface PostDraftOptions {
  uid: string;
  /** The server's copy when the editor opened: its slug, status and fingerprint; null for a new post. */
  server: { slug: string; status: PostStatus; print: string } | null;
  /** What the form opens with. */
  values: PostFormValues;
  /** The sentences a held save gives (translated by the editor). */
  sentences: { keptUntilSent: string; notYet: (problemKey: string) => string };
  /** The first save of a new post made its draft. */
  onCreated: (slug: string) => void;
}

/**
 * docs/decisions/0109-writing-is-never-lost.md. A submitted or returned post changes on the server only when sent: the
 * editors read what was sent.
 */
export class PostDraft {
  private slug: string | null;
  /** The fingerprint of what the server holds (null: nothing yet). */
  private base: string | null;
  private latest: PostFormValues;
  private readonly sentOnRequest: boolean;

  constructor(private readonly options: PostDraftOptions) {
    this.slug = options.server?.slug ?? null;
    this.base = options.server?.print ?? null;
    this.latest = options.values;
    this.sentOnRequest = options.server !== null && options.server.status !== 'draft';
  }

  /** Keeps the writer's latest values on this device. */
  keep(values: PostFormValues): void {
    this.latest = values;
    writeDeviceCopy(postCopyKey(this.options.uid, this.slug), { values, editedAt: Date.now(), base: this.base });
  }

  /** The autosave's save: the draft's words to the server, or why they stay on this device. */
  async save(values: PostFormValues): Promise<SaveOutcome> {
    const { uid, sentences } = this.options;
    if (this.sentOnRequest) return { saved: false, reason: sentences.keptUntilSent };
    const problem = await firstProblem(values);
    if (problem) return { saved: false, reason: sentences.notYet(problem) };
    const input = toPostInput(values);
    if (this.slug) {
      await saveDraftWords(this.slug, input);
    } else {
      const slug = postSlug(input.title);
      await createOwnPost(uid, slug, input, 'draft');
      removeDeviceCopy(postCopyKey(uid, null));
      this.slug = slug;
      this.options.onCreated(slug);
    }
    this.base = postFingerprint(values);
    // Edited while it saved: the device keeps those edits, now on top of this version.
    if (postFingerprint(this.latest) === this.base) removeDeviceCopy(postCopyKey(uid, this.slug));
    else this.keep(this.latest);
    return { saved: true };
  }

  /** The writer sends the post, as a draft or for review (counted: updateOwnPost, createOwnPost). */
  async send(status: 'draft' | 'submitted', input: PostInput): Promise<void> {
    const { uid } = this.options;
    if (this.slug) await updateOwnPost(uid, this.slug, { ...input, status });
    else await createOwnPost(uid, postSlug(input.title), input, status);
    removeDeviceCopy(postCopyKey(uid, this.slug));
    removeDeviceCopy(postCopyKey(uid, null));
  }
}
