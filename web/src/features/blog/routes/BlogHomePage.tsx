import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { LinkButton, PageHeader, Section } from '../../../components/ui';
import { useAuth } from '../../auth/context/auth-context';
import styles from '../../community/content/content.module.css';
import { ListState } from '../../community/content/ListState';
import { useLoad } from '../../community/content/use-paged-list';
import { fetchPublishedPosts } from '../api/posts';
import { OwnPosts } from '../components/OwnPosts';
import { PostCard } from '../components/PostCard';
import { BLOG_PATHS, tagPath } from '../paths';

const LATEST = 6;

/** /voa/blog: the latest posts, their tags, and for a voice their own posts and a way to write one. */
export default function BlogHomePage() {
  const { t } = useTranslation();
  const { user, status, type } = useAuth();
  const isVoice = user !== null && status === 'active' && type === 'voice';
  const load = useCallback(() => fetchPublishedPosts(null, { pageSize: LATEST }), []);
  const latest = useLoad(load);
  const posts = latest.data?.items ?? [];
  const tags = [...new Set(posts.flatMap((post) => post.tags))].sort();

  return (
    <>
      <PageHeader eyebrow={t('blog:eyebrow')} title={t('blog:title')} lead={t('blog:lead')}>
        <LinkButton to={BLOG_PATHS.posts}>{t('blog:allPosts')}</LinkButton>
        {isVoice && (
          <LinkButton to={BLOG_PATHS.write} variant="secondary">
            {t('blog:write')}
          </LinkButton>
        )}
      </PageHeader>
      <Section title={t('blog:latest')}>
        <ListState
          status={latest.status}
          isEmpty={posts.length === 0}
          loadingText={t('blog:loading')}
          emptyText={t('blog:empty')}
          errorText={t('blog:error')}
          onRetry={latest.retry}
        >
          {tags.length > 0 && (
            <nav aria-label={t('blog:tagsNav')}>
              <ul className={styles.tags}>
                {tags.map((tag) => (
                  <li key={tag}>
                    <Link className={styles.tag} to={tagPath(tag)}>
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <ul className={styles.grid}>
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        </ListState>
      </Section>
      {isVoice && user && (
        <Section title={t('blog:yours')} tone="tinted">
          <OwnPosts uid={user.uid} />
        </Section>
      )}
    </>
  );
}
