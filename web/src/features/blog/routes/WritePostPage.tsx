import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader, Section } from '../../../components/ui';
import { useAuth } from '../../auth/context/auth-context';
import { ListState } from '../../community/content/ListState';
import { useLoad } from '../../community/content/use-paged-list';
import { slugify, type PostInput } from '../api/post';
import { postErrorKey } from '../api/post-errors';
import { createOwnPost, fetchPost, updatePost } from '../api/posts';
import { PostForm } from '../components/PostForm';
import { BLOG_PATHS } from '../paths';
import { notify } from '../../../lib/toast/notify';

/** /voa/blog/write (?edit=slug): an active voice writes a post, or edits one not yet published. */
export default function WritePostPage() {
  const { t } = useTranslation();
  const { user, status, type } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editing = params.get('edit');
  const load = useCallback(async () => (editing ? fetchPost(editing) : null), [editing]);
  const existing = useLoad(load);

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
  const save = (nextStatus: 'submitted' | 'draft') => async (input: PostInput) => {
    if (existing.data) await updatePost(existing.data.slug, { ...input, status: nextStatus });
    else await createOwnPost(user.uid, slugify(input.title), input, nextStatus);
    done(nextStatus === 'submitted' ? 'blog:submitted' : 'blog:draftSaved');
  };

  const editable = existing.data && existing.data.authorUid === user.uid && existing.data.status !== 'published';
  return (
    <>
      <PageHeader
        eyebrow={t('blog:eyebrow')}
        title={t(editing ? 'blog:editTitle' : 'blog:writeTitle')}
        lead={t('blog:writeLead')}
      />
      <Section width="narrow">
        <ListState
          status={existing.status}
          isEmpty={Boolean(editing) && !editable}
          loadingText={t('blog:loadingPost')}
          emptyText={t('blog:notEditable')}
          errorText={t('blog:postError')}
          onRetry={existing.retry}
        >
          <PostForm
            initial={existing.data ?? undefined}
            errorMessage={(error) => t(postErrorKey(error))}
            actions={[
              { label: t('blog:form.submit'), run: save('submitted') },
              { label: t('blog:form.saveDraft'), run: save('draft') },
            ]}
          />
        </ListState>
      </Section>
    </>
  );
}
