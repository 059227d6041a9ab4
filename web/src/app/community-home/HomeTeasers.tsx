import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { Section } from '../../components/ui';
import { fetchAdvisoryBoard } from '../../features/advisory';
import { fetchApprovedBannedBooks } from '../../features/banned-books';
import { fetchPublishedPosts, postPath } from '../../features/blog';
import { fetchLibraryHighlight } from '../../features/library';
import styles from '../../components/content-list/content-list.module.css';
import { formatDate } from '../../i18n/format';
import { LoadStates } from '../../components/list-states/ListStates';
import { useLoad } from '../../lib/data/use-load';

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
  const result = useLoad(title, load);
  return (
    <Section title={title}>
      <LoadStates
        result={result}
        loading={t('community:home.loading')}
        error={t('community:home.error')}
        empty={t('community:home.empty')}
        isEmpty={isEmpty}
      >
        {children}
      </LoadStates>
      <p>
        <Link to={more.to}>{more.label}</Link>
      </p>
    </Section>
  );
}

/** The community home's content: latest posts, library and banned-book highlights, the board. */
export function HomeTeasers() {
  const { t } = useTranslation();
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
                  {t('blog:byline', { name: post.author.displayName, date: formatDate(post.published, 'long') })}
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
