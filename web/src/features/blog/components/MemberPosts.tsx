import { useTranslation } from '@/i18n/useTranslation';
import { Section } from '@/components/ui';
import styles from '@/components/content-list/content-list.module.css';
import { PagedListStates } from '@/components/list-states/ListStates';
import { usePagedList } from '@/lib/data/use-paged-list';
import { fetchMemberPosts } from '@/features/blog/api/posts';
import { PostCard } from './PostCard';

/**
 * For another member the section shows only once they have posts; for a voice it says when there is none. The first
 * page arrives with the member's page (the communityPage function) and hydrates from it.
 */
export function MemberPosts({
  uid,
  slug,
  name,
  writes,
}: {
  uid: string;
  slug?: string | undefined;
  name: string;
  writes: boolean;
}) {
  const { t } = useTranslation();
  const list = usePagedList(uid, (after) => fetchMemberPosts(uid, after), { server: 'posts' });
  if (!writes && (list.status !== 'ready' || list.items.length === 0)) return null;
  return (
    <Section title={t('blog:memberPosts.title', { name })} width="narrow">
      <PagedListStates
        list={list}
        loading={t('blog:memberPosts.loading')}
        error={t('blog:memberPosts.error')}
        empty={t('blog:memberPosts.empty', { name })}
      >
        {(posts) => (
          <ul className={styles.list}>
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel={3} authorSlug={slug} />
              </li>
            ))}
          </ul>
        )}
      </PagedListStates>
    </Section>
  );
}
