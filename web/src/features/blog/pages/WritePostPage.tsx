import { useTranslation } from '@/i18n/useTranslation';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader, Section } from '@/components/ui';
import { LoadStates } from '@/components/list-states/ListStates';
import { useLoad } from '@/lib/data/use-load';
import { LIMITS } from '@/lib/model';
import { postSlug, type PostInput } from '@/features/blog/api/post';
import { createOwnPost, updateOwnPost } from '@/features/blog/api/posts';
import { fetchPost } from '@/features/blog/api/read-post';
import { PostForm } from '@/features/blog/components/PostForm';
import { ReviewNote } from '@/features/blog/components/ReviewNote';
import { BLOG_PATHS } from '@/features/blog/paths';
import { notify } from '@/lib/toast/notify';
import { useAuth } from '@/features/auth';

/** /voa/blog/write (?edit=slug): an active voice writes a post, or edits one not yet published. */
export default function WritePostPage() {
  const { t } = useTranslation();
  const { user, status, type } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editing = params.get('edit');
  const existing = useLoad(editing ?? 'new', async () => (editing ? fetchPost(editing) : null));

  if (!user || status !== 'active' || type !== 'voice') {
    return (
      <>
        <PageHeader eyebrow={t('blog:eyebrow')} title={t('blog:writeTitle')} />
        <Section width="narrow">
          <p>{t('blog:voicesOnly')}</p>
          <Link to={BLOG_PATHS.home}>{t('blog:backToBlog')}</Link>
        </Section>
      </>
    );
  }

  const done = (key: string) => {
    void navigate(BLOG_PATHS.home);
    notify('success', t(key));
  };
  const current = existing.status === 'ready' ? existing.data : null;
  const save = (nextStatus: 'submitted' | 'draft') => async (input: PostInput) => {
    if (current) await updateOwnPost(user.uid, current.slug, { ...input, status: nextStatus });
    else await createOwnPost(user.uid, postSlug(input.title), input, nextStatus);
    done(nextStatus === 'submitted' ? 'blog:submitted' : 'blog:draftSaved');
  };

  const submissions = LIMITS.rate.submission;

  const editable = (post: typeof current) =>
    post !== null && post.authorUid === user.uid && post.status !== 'published';
  return (
    <>
      <PageHeader
        eyebrow={t('blog:eyebrow')}
        title={t(editing ? 'blog:editTitle' : 'blog:writeTitle')}
        lead={t('blog:writeLead')}
      />
      <Section width="narrow">
        <LoadStates
          result={existing}
          loading={t('blog:loadingPost')}
          error={t('blog:postError')}
          empty={t('blog:notEditable')}
          isEmpty={(post) => Boolean(editing) && !editable(post)}
        >
          {(post) => (
            <>
              {post && <ReviewNote post={post} />}
              <PostForm
                initial={post ?? undefined}
                note={t('blog:form.rateNote', { max: submissions.max, drafts: LIMITS.rate.draft.max })}
                actions={[
                  { label: t('blog:form.submit'), run: save('submitted') },
                  { label: t('blog:form.saveDraft'), run: save('draft') },
                ]}
              />
            </>
          )}
        </LoadStates>
      </Section>
    </>
  );
}
