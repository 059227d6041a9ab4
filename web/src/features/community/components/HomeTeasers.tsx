import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { Section } from '../../../components/ui';
import { fetchAdvisoryBoard } from '../../advisory/api/advisory';
import { fetchApprovedBannedBooks } from '../../banned-books/api/banned-books';
import { fetchPublishedPosts } from '../../blog/api/posts';
import { postPath } from '../../blog/paths';
import { fetchLibraryHighlight } from '../../library/api/highlight';
import styles from '../content/content.module.css';
import { formatDate } from '../content/format';
import { ListState } from '../content/ListState';
import { useLoad } from '../content/use-paged-list';

const loadPosts = () => fetchPublishedPosts(null, { pageSize: 3 }).then((page) => page.items);
const loadHighlights = () =>
  Promise.all([fetchLibraryHighlight(), fetchApprovedBannedBooks(null, 1).then((page) => page.items[0] ?? null)]);
const loadBoard = () => fetchAdvisoryBoard(4);

/** A teaser section of the home page with its own loading, error and empty states. */
function Teaser<T>({
  title,
  more,
  load,
  isEmpty,
  children,
}: {
  title: string;
  more: { to: string; label: string };
  load: () => Promise<T>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { status, data, retry } = useLoad(load);
  return (
    <Section title={title}>
      <ListState
        status={status}
        isEmpty={data === undefined || isEmpty(data)}
        loadingText={t('community:home.loading')}
        emptyText={t('community:home.empty')}
        errorText={t('community:home.error')}
        onRetry={retry}
      >
        {data !== undefined && children(data)}
      </ListState>
      <p>
        <Link to={more.to}>{more.label}</Link>
      </p>
    </Section>
  );
}

/** The community home's content: latest posts, library and banned-book highlights, the board. */
export function HomeTeasers() {
  const { t, language } = useTranslation();
  return (
    <>
      <Teaser
        title={t('community:home.latestPosts')}
        more={{ to: '/voa/blog', label: t('community:home.toBlog') }}
        load={loadPosts}
        isEmpty={(posts) => posts.length === 0}
      >
        {(posts) => (
          <ul className={styles.grid}>
            {posts.map((post) => (
              <li key={post.slug} className={styles.item}>
                <h3>
                  <Link to={postPath(post.slug)}>{post.title}</Link>
                </h3>
                <p className={styles.meta}>
                  {t('blog:byline', { name: post.author.displayName, date: formatDate(post.published, language) })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Teaser>
      <Teaser
        title={t('community:home.fromLibrary')}
        more={{ to: '/voa/library', label: t('community:home.toLibrary') }}
        load={loadHighlights}
        isEmpty={([item, book]) => !item && !book}
      >
        {([item, book]) => (
          <ul className={styles.grid}>
            {item && (
              <li className={styles.item}>
                <p className={styles.meta}>{t('community:home.libraryPick')}</p>
                <h3>
                  <Link to="/voa/library">{item.title}</Link>
                </h3>
                <p>{item.author}</p>
              </li>
            )}
            {book && (
              <li className={styles.item}>
                <p className={styles.meta}>{t('community:home.bannedPick')}</p>
                <h3>
                  <Link to="/voa/library/bannedbooks">{book.title}</Link>
                </h3>
                <p>{t('bannedBooks:where', { author: book.author, country: book.country, year: book.year })}</p>
              </li>
            )}
          </ul>
        )}
      </Teaser>
      <Teaser
        title={t('community:home.board')}
        more={{ to: '/voa/advisory', label: t('community:home.toBoard') }}
        load={loadBoard}
        isEmpty={(board) => board.length === 0}
      >
        {(board) => (
          <ul className={styles.grid}>
            {board.map((member) => (
              <li key={member.id} className={styles.item}>
                <h3>{member.name}</h3>
                <p className={styles.meta}>{member.role}</p>
              </li>
            ))}
          </ul>
        )}
      </Teaser>
    </>
  );
}
