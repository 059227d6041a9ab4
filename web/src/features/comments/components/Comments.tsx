import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { formatDate } from '@/i18n/format';
import { Button, PlainText, TextWithLink } from '@/components/ui';
import { MemberPortrait } from '@/components/image/MemberPortrait';
import { PagedListStates } from '@/components/list-states/ListStates';
import { usePagedList } from '@/lib/data/use-paged-list';
import { useAdminRights } from '@/lib/auth/use-admin-rights';
import { useBylineCards, type BylineCard } from '@/lib/members/byline-cards';
import { authorPath } from '@/lib/members/author-path';
import { signInPath, useAuth } from '@/features/auth';
import { ReportControl } from '@/features/reports';
import {
  canStillChange,
  threadsOf,
  type Comment,
  type CommentedPost,
  type Thread,
} from '@/features/comments/api/comment';
import { fetchComments } from '@/features/comments/api/read-comments';
import styles from './comments.module.css';

// What members do (write, edit, delete, remove, close) loads once one is signed in: a visitor's
// page carries the thread alone. Why: docs/decisions/0110-posts-rendered-with-their-data.md
const controls = () => import('./CommentControls');
const NewComment = lazy(() => controls().then((module) => ({ default: module.NewComment })));
const NewAnswer = lazy(() => controls().then((module) => ({ default: module.NewAnswer })));
const CloseComments = lazy(() => controls().then((module) => ({ default: module.CloseComments })));
const CommentEditor = lazy(() => controls().then((module) => ({ default: module.CommentEditor })));
const CommentActions = lazy(() => controls().then((module) => ({ default: module.CommentActions })));

/** Each comment with its answers under it; a deleted comment's answers stay, under "Comment removed". */
export function Comments({ post }: { post: CommentedPost }) {
  const { t } = useTranslation();
  const { user, status } = useAuth();
  const location = useLocation();
  const isAdmin = useAdminRights(user) === 'admin';
  // The first page arrives with the post's page (the postPage function) and hydrates from it.
  const list = usePagedList(post.slug, (after) => fetchComments(post.slug, after), { server: 'comments' });
  // Comments posted on this page that the loaded pages do not hold yet (they come last: oldest first).
  const [posted, setPosted] = useState<Comment[]>([]);
  // What this page changed since the post's count was read (the trigger updates the stored count).
  const [countChange, setCountChange] = useState(0);
  const [closed, setClosed] = useState(post.commentsClosed);
  // The comment whose answer form is open, if any.
  const [answering, setAnswering] = useState<string | null>(null);

  const loadedIds = list.status === 'ready' ? new Set(list.items.map((item) => item.id)) : new Set<string>();
  const extra = posted.filter((comment) => !loadedIds.has(comment.id));
  const cards = useBylineCards(
    [...(list.status === 'ready' ? list.items : []), ...extra].map((c) => c.authorUid),
    { server: 'portraits' },
  );

  const replace = (id: string, next: Comment | null) => {
    if (list.status === 'ready') list.update((item) => item.id === id, next);
    setPosted((items) =>
      next === null ? items.filter((item) => item.id !== id) : items.map((item) => (item.id === id ? next : item)),
    );
  };

  const count = Math.max(0, post.commentCount + countChange);
  const canAnswer = user !== null && status === 'active' && !closed;
  const renderComment = (comment: Comment, onAnswer?: () => void) => (
    <CommentItem
      slug={post.slug}
      comment={comment}
      authorCard={cards.get(comment.authorUid)}
      own={user?.uid === comment.authorUid && status === 'active' && !closed}
      ownDelete={user?.uid === comment.authorUid && status !== 'suspended'}
      isAdmin={isAdmin}
      onAnswer={onAnswer}
      onEdited={(next) => replace(comment.id, next)}
      onDeleted={() => {
        replace(comment.id, null);
        setCountChange((change) => change - 1);
      }}
    />
  );
  const renderThread = ({ id, comment, answers }: Thread) => {
    const open = answering === id && comment !== null && canAnswer;
    return (
      <li key={id} className={styles.thread}>
        {comment ? (
          renderComment(comment, canAnswer && !open ? () => setAnswering(id) : undefined)
        ) : (
          <p className={styles.removed}>{t('blog:comments.removed')}</p>
        )}
        {answers.length > 0 && (
          <ol
            className={styles.answers}
            aria-label={
              comment
                ? t('blog:comments.answersLabel', { name: comment.author.displayName })
                : t('blog:comments.removedAnswersLabel')
            }
          >
            {answers.map((answer) => (
              <li key={answer.id}>{renderComment(answer)}</li>
            ))}
          </ol>
        )}
        {open && user && (
          <div className={styles.answerForm}>
            <Suspense>
              <NewAnswer
                uid={user.uid}
                slug={post.slug}
                parent={comment}
                onCancel={() => setAnswering(null)}
                onPosted={(answer) => {
                  setPosted((items) => [...items, answer]);
                  setCountChange((change) => change + 1);
                  setAnswering(null);
                }}
              />
            </Suspense>
          </div>
        )}
      </li>
    );
  };

  return (
    <section className={styles.comments} aria-labelledby="comments-title">
      <h2 id="comments-title">{t('blog:comments.title')}</h2>
      {/* Without comments the list's own empty state says so, once. */}
      {count > 0 && <p>{t('blog:comments.count', { count })}</p>}
      {isAdmin && (
        <Suspense>
          <CloseComments post={post} closed={closed} onChanged={setClosed} />
        </Suspense>
      )}
      <PagedListStates
        list={list}
        loading={t('blog:comments.loading')}
        error={t('blog:comments.error')}
        {...(extra.length === 0 ? { empty: t('blog:comments.empty') } : {})}
      >
        {(items) => (
          <ol className={styles.list} aria-label={t('blog:comments.listLabel')}>
            {threadsOf([...items, ...extra]).map(renderThread)}
          </ol>
        )}
      </PagedListStates>
      {closed ? (
        <p>{t('blog:comments.closed')}</p>
      ) : !user ? (
        <p>
          {t('blog:comments.membersOnly')} <Link to={signInPath(location.pathname)}>{t('blog:comments.signIn')}</Link>
        </p>
      ) : status === 'suspended' ? (
        <p>{t('blog:comments.suspended')}</p>
      ) : status !== 'active' ? (
        <p>{t('blog:comments.notActive')}</p>
      ) : (
        <Suspense>
          <NewComment
            uid={user.uid}
            slug={post.slug}
            onPosted={(comment) => {
              setPosted((items) => [...items, comment]);
              setCountChange((change) => change + 1);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/**
 * One comment or answer: its author, date and text; Answer for active members (a comment only);
 * Edit and Delete for its author in time; Remove for admins.
 */
function CommentItem({
  slug,
  comment,
  authorCard,
  own,
  ownDelete,
  isAdmin,
  onAnswer,
  onEdited,
  onDeleted,
}: {
  slug: string;
  comment: Comment;
  /** The author's card now, if any (useBylineCards): their portrait and their page's slug. */
  authorCard: BylineCard | undefined;
  /** The signed-in active member wrote it and the post is open: they may edit it in time. */
  own: boolean;
  /** They wrote it and are not suspended: they may delete it in time. */
  ownDelete: boolean;
  isAdmin: boolean;
  /** Opens the answer form under it; none for an answer, or for who may not answer. */
  onAnswer?: (() => void) | undefined;
  onEdited: (next: Comment) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  // The window is checked when the comment renders; the rules check it again with the server's clock.
  const [now] = useState(() => Date.now());
  const inTime = canStillChange(comment, now);
  const canEdit = own && inTime;
  // Deleting one's own says "Delete"; an admin removing someone else's says "Remove".
  const mine = ownDelete && inTime;
  const canDelete = isAdmin || mine;
  const edited = comment.created && comment.updated && comment.updated.getTime() > comment.created.getTime();

  return (
    <article className={styles.comment}>
      <p className={styles.meta}>
        <MemberPortrait
          className={styles.portrait}
          name={comment.author.displayName}
          portraitUrl={authorCard?.portraitUrl}
          size={32}
        />
        <TextWithLink
          message={(name) => t('blog:comments.byline', { name, date: formatDate(comment.created, 'long') })}
          value={comment.author.displayName}
          to={authorPath(comment.authorUid, comment.author, authorCard?.slug)}
        />
        {edited && ` · ${t('blog:comments.edited')}`}
      </p>
      {editing ? (
        <Suspense>
          <CommentEditor
            slug={slug}
            comment={comment}
            onCancel={() => setEditing(false)}
            onEdited={(next) => {
              onEdited(next);
              setEditing(false);
            }}
          />
        </Suspense>
      ) : (
        <p>
          <PlainText text={comment.body} />
        </p>
      )}
      {!editing && (canEdit || canDelete) && (
        <Suspense>
          <CommentActions
            slug={slug}
            comment={comment}
            canEdit={canEdit}
            mine={mine}
            onEdit={() => setEditing(true)}
            onDeleted={onDeleted}
          />
        </Suspense>
      )}
      {!editing && onAnswer && (
        <p>
          <Button variant="secondary" onClick={onAnswer}>
            {t('blog:comments.answer')}
          </Button>
        </p>
      )}
      {!editing && !isAdmin && (
        <ReportControl
          target={{ post: slug, comment: comment.id, quoted: comment.body }}
          authorUid={comment.authorUid}
        />
      )}
    </article>
  );
}
