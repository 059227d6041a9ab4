import { Link } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { PageHeader, Section, tapTargetStyles } from '@/components/ui';
import { ErrorState, LoadingState } from '@/components/list-states/ListStates';
import { SearchForm } from '@/components/search/SearchForm';
import { useSearchQuery } from '@/components/search/use-search-query';
import { useLoad } from '@/lib/data/use-load';
import {
  SEARCH_KINDS,
  SEARCH_PER_KIND,
  listPath,
  searchEverything,
  type KindResults,
  type SearchKind,
} from '@/features/search/api/search';
import styles from './SearchPage.module.css';

/** What a kind's heading counts: the results shown, "5 or more" when more may match. */
const countOf = (results: KindResults) => (results.status === 'ready' ? results.items.length : 0);

function KindSection({ kind, results, query }: { kind: SearchKind; results: KindResults; query: string }) {
  const { t } = useTranslation();
  const more = results.status === 'ready' && results.more;
  const title = more
    ? t('search:kindTitleMore', { kind: t(`search:kinds.${kind}`), count: SEARCH_PER_KIND })
    : t('search:kindTitle', { kind: t(`search:kinds.${kind}`), count: countOf(results) });
  const further = listPath(kind, query);
  return (
    <section className={styles.kind} aria-labelledby={`search-${kind}`}>
      <h2 id={`search-${kind}`} className={styles.kindTitle}>
        {title}
      </h2>
      {results.status === 'error' ? (
        <p className={styles.none}>{t('search:kindError', { kind: t(`search:kinds.${kind}`) })}</p>
      ) : results.items.length === 0 && !more ? (
        <p className={styles.none}>{t(`search:none.${kind}`)}</p>
      ) : (
        <ul className={styles.results}>
          {results.items.map((item) => (
            <li key={item.id}>
              <Link to={item.path} className={tapTargetStyles.lone}>
                {item.title}
              </Link>
              {item.detail && (
                <span className={styles.detail}>
                  {kind === 'members' ? t(`search:memberKinds.${item.detail}`) : item.detail}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {more &&
        (further ? (
          <Link to={further} className={tapTargetStyles.lone}>
            {t(`search:more.${kind}`, { query })}
          </Link>
        ) : (
          <p className={styles.none}>{t('search:firstOnly', { count: SEARCH_PER_KIND })}</p>
        ))}
    </section>
  );
}

/** /search?q=…: the posts, library, banned books, news and members that match, by kind, the query in the address. */
export default function SearchPage() {
  const { t } = useTranslation();
  const query = useSearchQuery();
  const results = useLoad(query, () => (query ? searchEverything(query) : Promise.resolve(null)));

  return (
    <>
      <PageHeader
        eyebrow={t('search:eyebrow')}
        title={query ? t('search:titleFor', { query }) : t('search:title')}
        lead={t('search:lead')}
      />
      <Section holdsPageList>
        <SearchForm label={t('search:label')} hint={t('search:hint')} />
        {query && results.status === 'loading' && <LoadingState label={t('search:searching')} />}
        {query && results.status === 'error' && <ErrorState message={t('search:error')} onRetry={results.retry} />}
        {query && results.status === 'ready' && results.data && (
          <>
            <p className={styles.summary} role="status">
              {t('search:summary', {
                query,
                count: SEARCH_KINDS.reduce(
                  (sum, kind) => sum + countOf(results.data?.[kind] ?? { status: 'error' }),
                  0,
                ),
              })}
            </p>
            <div className={styles.kinds}>
              {SEARCH_KINDS.map((kind) => (
                <KindSection
                  key={kind}
                  kind={kind}
                  results={results.data?.[kind] ?? { status: 'error' }}
                  query={query}
                />
              ))}
            </div>
          </>
        )}
      </Section>
    </>
  );
}
