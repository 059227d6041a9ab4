import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Button, LazyForm } from '@/components/ui';
import { useAction } from '@/lib/actions/use-action';
import { notify } from '@/lib/toast/notify';
import type { Comment, CommentedPost } from '@/features/comments/api/comment';
import {
  addComment,
  deleteComment,
  editComment,
  removeComment,
  setCommentsClosed,
} from '@/features/comments/api/comments';
import { CommentForm } from './CommentForm';
import styles from './comments.module.css';

// What signed-in members do with the comments, loaded when one is signed in: a visitor's post page
// carries none of it (the thread itself is Comments.tsx). Why: docs/decisions/0110-posts-rendered-with-their-data.md

/** A new comment by an active member; it shows at once (read back from the server). */
export function NewComment({
  uid,
  slug,
  onPosted,
}: {
  uid: string;
  slug: string;
  onPosted: (comment: Comment) => void;
}) {
  const { t } = useTranslation();
  return (
    <LazyForm>
      <CommentForm
        label={t('blog:comments.formLabel')}
        submitLabel={t('blog:comments.send')}
        counted
        onSubmit={async (body) => {
          onPosted(await addComment(uid, slug, body));
          notify('success', t('blog:comments.posted'));
        }}
      />
    </LazyForm>
  );
}

/** An active member's answer to `parent`; it shows under it at once (read back from the server). */
export function NewAnswer({
  uid,
  slug,
  parent,
  onPosted,
  onCancel,
}: {
  uid: string;
  slug: string;
  parent: Comment;
  onPosted: (answer: Comment) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <LazyForm>
      <CommentForm
        label={t('blog:comments.answerLabel', { name: parent.author.displayName })}
        fieldLabel={t('blog:comments.answerBody')}
        submitLabel={t('blog:comments.sendAnswer')}
        counted
        autoFocus
        onCancel={onCancel}
        onSubmit={async (body) => {
          onPosted(await addComment(uid, slug, body, parent.id));
          notify('success', t('blog:comments.answered'));
        }}
      />
    </LazyForm>
  );
}

/** The admins' Close and Reopen of a post's comments. */
export function CloseComments({
  post,
  closed,
  onChanged,
}: {
  post: CommentedPost;
  closed: boolean;
  onChanged: (closed: boolean) => void;
}) {
  const { t } = useTranslation();
  const closing = useAction(
    async (close: boolean) => {
      await setCommentsClosed(post, close);
      onChanged(close);
    },
    {
      what: 'Closing the comments',
      failure: { default: 'blog:comments.closeFailed' },
      success: (_, close) => t(close ? 'blog:comments.closedNow' : 'blog:comments.reopenedNow'),
      show: 'toast',
    },
  );
  return (
    <p>
      <Button variant="secondary" onClick={() => void closing.run(!closed)} disabled={closing.busy}>
        {t(closed ? 'blog:comments.reopen' : 'blog:comments.close')}
      </Button>
    </p>
  );
}

/** The edit of one's own comment, in place of its text. */
export function CommentEditor({
  slug,
  comment,
  onEdited,
  onCancel,
}: {
  slug: string;
  comment: Comment;
  onEdited: (next: Comment) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <LazyForm>
      <CommentForm
        label={t('blog:comments.editLabel')}
        submitLabel={t('blog:comments.save')}
        initialBody={comment.body}
        autoFocus
        onCancel={onCancel}
        onSubmit={async (body) => {
          await editComment(slug, comment.id, body);
          onEdited({ ...comment, body: body.trim(), updated: new Date() });
        }}
      />
    </LazyForm>
  );
}

/** Edit and Delete for its author in time; Remove for admins; each removal confirmed first. */
export function CommentActions({
  slug,
  comment,
  canEdit,
  mine,
  onEdit,
  onDeleted,
}: {
  slug: string;
  comment: Comment;
  canEdit: boolean;
  /** Their own, in time: a member's delete; otherwise an admin's removal. */
  mine: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const confirmText = t(mine ? 'blog:comments.confirmDelete' : 'blog:comments.confirmRemove', {
    name: comment.author.displayName,
  });
  const { run: remove, busy } = useAction(
    async () => {
      // Their own, in time, is a member's delete; anyone else's is an admin's removal, audited.
      await (mine ? deleteComment(slug, comment.id) : removeComment(slug, comment.id));
      onDeleted();
    },
    {
      what: 'Deleting the comment',
      failure: { default: 'blog:comments.deleteFailed' },
      success: t('blog:comments.deleted'),
      show: 'toast',
      onFailure: () => setConfirming(false),
    },
  );
  return (
    <div className={styles.actions}>
      {confirming ? (
        <span role="group" className={styles.actions} aria-label={confirmText}>
          {confirmText}{' '}
          <Button onClick={() => void remove()} disabled={busy} aria-busy={busy || undefined}>
            {t('blog:comments.confirmYes')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('blog:comments.confirmNo')}
          </Button>
        </span>
      ) : (
        <>
          {canEdit && (
            <Button variant="secondary" onClick={onEdit}>
              {t('blog:comments.edit')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t(mine ? 'blog:comments.delete' : 'blog:comments.remove')}
          </Button>
        </>
      )}
    </div>
  );
}
