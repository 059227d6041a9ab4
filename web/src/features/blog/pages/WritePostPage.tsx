import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader, Section } from '@/components/ui';
import { LoadStates } from '@/components/list-states/ListStates';
import { useLoad } from '@/lib/data/use-load';
import { fetchCardName } from '@/features/blog/api/posts';
import { fetchPost } from '@/features/blog/api/read-post';
import { PostEditor, type SentStatus } from '@/features/blog/components/PostEditor';
import { ReviewNote } from '@/features/blog/components/ReviewNote';
import { BLOG_PATHS } from '@/features/blog/paths';
import { notify } from '@/lib/toast/notify';
import { useAddressNow } from '@/lib/routing/address-now';
import { useAuth } from '@/features/auth';

/** What the editor puts in the location's state when its address comes to name the draft it made. */
interface EditorSession {
  editorSession: string;
}

const sessionOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && typeof (state as EditorSession).editorSession === 'string'
    ? (state as EditorSession).editorSession
    : null;

/** /voa/blog/write (?edit=slug): an active voice writes a post, or edits one not yet published. */
export default function WritePostPage() {
  const { t } = useTranslation();
  const { user, status, type } = useAuth();
  const location = useLocation();

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
  // One editor per visit of the page: a new link to it opens a new one, but the editor's own
  // replacing of the address (a new post's first save names its draft) keeps the same.
  const session = sessionOf(location.state) ?? location.key;
  return <WritePost key={session} session={session} uid={user.uid} />;
}

/** Loaded while the writer writes, so the change of page after sending waits for no download. */
const loadNextPage = () => import('@/features/blog/pages/BlogHomePage');

function WritePost({ session, uid }: { session: string; uid: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    loadNextPage().catch(() => {
      // Not fatal: the route loads it again when it is needed, and says so if it cannot.
    });
  }, []);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const addressNow = useAddressNow();
  // The post this visit opened (the address may name a draft made since: the editor goes on).
  const [editing] = useState(() => params.get('edit'));
  const existing = useLoad(editing ?? 'new', async () => {
    const post = editing ? await fetchPost(editing) : null;
    // The preview's byline: the post's, or for a new one the name on the writer's card.
    return { post, author: post ? post.author.displayName : await fetchCardName(uid) };
  });

  const sent = (status: SentStatus) => {
    void navigate(BLOG_PATHS.home);
    notify('success', t(status === 'submitted' ? 'blog:submitted' : 'blog:draftSaved'));
  };
  const created = (slug: string) => {
    // A link taken while this first save was under way: this page stays on screen while the next
    // one loads, but the address is already the next's, which a replace would undo.
    const now = addressNow();
    if (now && now.pathname !== BLOG_PATHS.write) return;
    const state: EditorSession = { editorSession: session };
    void navigate(`${BLOG_PATHS.write}?edit=${encodeURIComponent(slug)}`, { replace: true, state });
  };

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
          isEmpty={({ post }) => Boolean(editing) && !(post?.authorUid === uid && post.status !== 'published')}
        >
          {({ post, author }) => (
            <>
              {post && <ReviewNote post={post} />}
              <PostEditor
                uid={uid}
                byline={t('blog:preview.byline', { name: author })}
                post={post}
                onCreated={created}
                onSent={sent}
              />
            </>
          )}
        </LoadStates>
      </Section>
    </>
  );
}
