import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { SaveStatus } from '@/components/form/SaveStatus';
import { formatDateTime } from '@/i18n/format';
import { readDeviceCopy, removeDeviceCopy, restoreChoice } from '@/lib/autosave/device-copies';
import { useAutosave } from '@/lib/autosave/use-autosave';
import { errorMessage } from '@/lib/errors/error-message';
import { LIMITS } from '@/lib/model';
import type { Post, PostInput } from '@/features/blog/api/post';
import { PostDraft, postCopyKey, preloadDraftCheck } from '@/features/blog/api/post-draft';
import { formValuesOf, isPostFormValues, postFingerprint } from '@/features/blog/api/post-drafts';
import { POST_ERRORS } from '@/features/blog/api/post-errors';
import type { PostFormValues } from '@/features/blog/api/post-schema';
import { PostForm } from './PostForm';
import { RestoreChoice } from './RestoreChoice';
import styles from './PostForm.module.css';

export type SentStatus = 'draft' | 'submitted';

interface PostEditorProps {
  uid: string;
  /** "By Amara Okafor": the preview's byline. */
  byline: string;
  /** The server's copy as the page loaded it; null for a new post. */
  post: Post | null;
  /** The first autosave made the draft: the page's address names it from now on. */
  onCreated: (slug: string) => void;
  /** The writer sent the post, as a draft or for review. */
  onSent: (status: SentStatus) => void;
}

/** What the form opens with, and, opened from this device's copy, when that copy was last edited. */
type Opening = { values: PostFormValues; restoredFrom: number | null };

/**
 * docs/decisions/0109-writing-is-never-lost.md: kept on the device at every edit; a draft autosaved to the server, a
 * submitted or returned post's edits only when sent.
 */
export function PostEditor(props: PostEditorProps) {
  const { uid, post } = props;
  const server = post ? formValuesOf(post) : null;
  const serverPrint = server ? postFingerprint(server) : null;
  const [choice] = useState(() =>
    restoreChoice(readDeviceCopy(postCopyKey(uid, post?.slug ?? null), isPostFormValues), serverPrint, postFingerprint),
  );
  const [opening, setOpening] = useState<Opening | null>(() => {
    if (choice.open === 'ask') return null;
    if (choice.open === 'device') return { values: choice.copy.values, restoredFrom: choice.copy.editedAt };
    return { values: server ?? formValuesOf(), restoredFrom: null };
  });

  if (!opening) {
    // Only a copy beside a server version is offered: `post` is there.
    return (
      <RestoreChoice
        device={choice.open === 'ask' ? choice.copy : null}
        post={post}
        onChoose={(version) => {
          if (version === 'device' && choice.open === 'ask') {
            setOpening({ values: choice.copy.values, restoredFrom: choice.copy.editedAt });
          } else {
            removeDeviceCopy(postCopyKey(uid, post?.slug ?? null));
            setOpening({ values: server ?? formValuesOf(), restoredFrom: null });
          }
        }}
      />
    );
  }
  return <PostWriting {...props} opening={opening} serverPrint={serverPrint} />;
}

const isOffline = (error: unknown) => (error as { code?: unknown } | null)?.code === 'unavailable' || !navigator.onLine;

function PostWriting({
  uid,
  byline,
  post,
  onCreated,
  onSent,
  opening,
  serverPrint,
}: PostEditorProps & { opening: Opening; serverPrint: string | null }) {
  const { t } = useTranslation();
  const sentOnRequest = post !== null && post.status !== 'draft';
  const keptUntilSent = t(
    post?.status === 'returned' ? 'blog:autosave.keptWhileReturned' : 'blog:autosave.keptWhileSubmitted',
  );
  const [draft] = useState(
    () =>
      new PostDraft({
        uid,
        server: post && serverPrint !== null ? { slug: post.slug, status: post.status, print: serverPrint } : null,
        values: opening.values,
        sentences: { keptUntilSent, notYet: (problem) => t('blog:autosave.notYet', { problem: t(problem) }) },
        onCreated,
      }),
  );
  // The check of a draft before it is saved (post-schema) loads now, while the page is surely
  // online: a module that failed to load once (offline) is not fetched again by the browser.
  useEffect(() => preloadDraftCheck(), []);
  const autosave = useAutosave({
    initial: opening.values,
    unsavedAtStart: opening.restoredFrom !== null,
    save: (values) =>
      draft.save(values).catch((error: unknown) => {
        // A lost connection is said on the page and tried again; anything else is a fault to log.
        if (!isOffline(error)) console.error('Autosaving the post failed', error);
        throw error;
      }),
    isOffline,
  });

  // Sent: the form goes at once; a live form under a changed address would be sent again.
  const [sent, setSent] = useState<SentStatus | null>(null);
  const send = async (status: SentStatus, input: PostInput) => {
    await autosave.stop();
    try {
      await draft.send(status, input);
    } catch (error) {
      autosave.resume();
      throw error;
    }
    setSent(status);
    onSent(status);
  };

  if (sent) {
    return (
      <p className={styles.sent} role="status">
        {t(sent === 'submitted' ? 'blog:sentOpening' : 'blog:draftSavedOpening')}
      </p>
    );
  }

  return (
    <>
      {opening.restoredFrom !== null && (
        <p className={styles.restored} role="status">
          {t(sentOnRequest ? 'blog:autosave.restoredUnsent' : 'blog:autosave.restored', {
            when: formatDateTime(new Date(opening.restoredFrom)),
          })}
        </p>
      )}
      <PostForm
        initial={opening.values}
        byline={byline}
        note={t('blog:form.rateNote', { max: LIMITS.rate.submission.max, drafts: LIMITS.rate.draft.max })}
        status={
          <SaveStatus
            state={autosave.state}
            idle={sentOnRequest ? keptUntilSent : t('blog:autosave.idle')}
            failure={(error) => {
              const { key, values } = errorMessage(error, POST_ERRORS);
              return t(key, { ...values, max: LIMITS.rate.submission.max });
            }}
          />
        }
        onValuesChange={(values) => {
          draft.keep(values);
          autosave.edit(values);
        }}
        actions={[
          { label: t('blog:form.submit'), run: (input) => send('submitted', input) },
          { label: t('blog:form.saveDraft'), run: (input) => send('draft', input) },
        ]}
      />
    </>
  );
}
