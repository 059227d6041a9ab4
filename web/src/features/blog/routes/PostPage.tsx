import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { PageHeader, Section } from '../../../components/ui';
import styles from '../../community/content/content.module.css';
import { formatDate } from '../../community/content/format';
import { ListState } from '../../community/content/ListState';
import { useLoad } from '../../community/content/use-paged-list';
import { fetchPost } from '../api/posts';
import { BLOG_PATHS, tagPath } from '../paths';

/**
 * The post and the Markdown renderer, fetched together: react-markdown (about 35 KB gzip) is only
 * needed once there is a body to show, so it loads alongside the post instead of before the page.
 */
async function loadPost(slug: string) {
  const [post, { Markdown }] = await Promise.all([fetchPost(slug), import('../components/Markdown')]);
  return post && { post, Markdown };
}

/** /voa/blog/posts/:slug: one post, its Markdown body rendered safely. */
export default function PostPage() {
  const { t, language } = useTranslation();
  const { slug = '' } = useParams();
  const load = useCallback(() => loadPost(slug), [slug]);
  const { status, data, retry } = useLoad(load);

  if (status === 'ready' && data) {
    const { post, Markdown } = data;
    return (
      <article>
        <PageHeader
          eyebrow={t('blog:eyebrow')}
          title={post.title}
          lead={t('blog:byline', {
            name: post.author.displayName,
            date: formatDate(post.published ?? post.updated, language),
          })}
        />
        <Section width="narrow">
          {post.status !== 'published' && <p className={styles.meta}>{t(`blog:status.${post.status}`)}</p>}
          {post.coverUrl && <img className={styles.cover} src={post.coverUrl} alt="" />}
          <Markdown>{post.body}</Markdown>
          {post.tags.length > 0 && (
            <ul className={styles.tags} aria-label={t('blog:tagsLabel')}>
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link className={styles.tag} to={tagPath(tag)}>
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={BLOG_PATHS.posts}>{t('blog:backToPosts')}</Link>
          </p>
        </Section>
      </article>
    );
  }

  return (
    <>
      <PageHeader eyebrow={t('blog:eyebrow')} title={t('blog:postFallbackTitle')} />
      <Section width="narrow">
        <ListState
          status={status}
          isEmpty
          loadingText={t('blog:loadingPost')}
          emptyText={
            <>
              <strong>{t('blog:notFound')}</strong> <Link to={BLOG_PATHS.posts}>{t('blog:backToPosts')}</Link>
            </>
          }
          errorText={t('blog:postError')}
          onRetry={retry}
        >
          {null}
        </ListState>
      </Section>
    </>
  );
}
