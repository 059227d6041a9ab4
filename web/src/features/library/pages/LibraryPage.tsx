import { useDeferredValue, useEffect, useState, startTransition } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router-dom';
import { Button, PageHeader, Section, tapTargetStyles } from '@/components/ui';
import styles from '@/components/content-list/content-list.module.css';
import { SelectField } from '@/components/form';
import { SearchForm } from '@/components/search/SearchForm';
import { useSearchQuery } from '@/components/search/use-search-query';
import { EmptyState, ErrorState, LoadingState } from '@/components/list-states/ListStates';
import { useLoad } from '@/lib/data/use-load';
import { fetchLibrary, fetchLibraryStart, type LibraryStart } from '@/features/library/api/library';
import { LIBRARY_CATEGORIES, matchesSearch, type LibraryItem } from '@/features/library/api/library-item';
import { LibraryCard } from '@/features/library/components/LibraryCard';

/** How many matches are drawn at once: the DOM stays small whatever the catalogue's size. */
export const LIBRARY_SHOWN_STEP = 24;

const loadStart = () => fetchLibraryStart(LIBRARY_SHOWN_STEP);

/** The rest of the catalogue as it streams in after its start; 'error' when a batch failed. */
type Rest = { from: LibraryStart; items: LibraryItem[]; complete: boolean; capped: boolean } | 'error' | null;

/** The first items arrive with the page; the rest stream in after them (fetchLibrary). */
export default function LibraryPage() {
  const { t } = useTranslation();
  const start = useLoad('start', loadStart, { server: 'library' });
  const from = start.status === 'ready' ? start.data : null;
  const [rest, setRest] = useState<Rest>(null);
  const [attempt, setAttempt] = useState(0);
  const search = useSearchQuery();
  const [category, setCategory] = useState('');
  const [shown, setShown] = useState(LIBRARY_SHOWN_STEP);
  // A new search shows its first matches (state adjusted during render, as React advises).
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setShown(LIBRARY_SHOWN_STEP);
  }
  const deferredSearch = useDeferredValue(search);

  useEffect(() => {
    if (!from?.next) return;
    let live = true;
    fetchLibrary(
      (batch) => {
        // A transition: rendering a batch yields to the browser (no long task on a phone).
        if (live) startTransition(() => setRest({ from, items: batch, complete: false, capped: false }));
      },
      { from },
    ).then(
      (result) => live && setRest({ from, items: result.items, complete: true, capped: result.capped }),
      (error: unknown) => {
        console.error('Loading the library failed', error);
        if (live) setRest('error');
      },
    );
    return () => {
      live = false;
    };
  }, [from, attempt]);

  const streamed = rest !== null && rest !== 'error' && rest.from === from ? rest : null;
  const items = streamed?.items ?? from?.items ?? [];
  const complete = from !== null && (from.next === null || streamed?.complete === true);
  const capped = streamed?.capped ?? false;
  const status = start.status === 'ready' && rest === 'error' ? 'error' : start.status;
  const retry = () => {
    if (start.status === 'error') return start.retry();
    setRest(null);
    setAttempt((n) => n + 1);
  };

  const matches = items.filter(
    (item) => (category === '' || item.category === category) && matchesSearch(item, deferredSearch),
  );
  const filtering = deferredSearch.trim() !== '' || category !== '';

  return (
    <>
      <PageHeader eyebrow={t('library:eyebrow')} title={t('library:title')} lead={t('library:lead')}>
        <Link to="/voa/library/bannedbooks" className={tapTargetStyles.lone}>
          {t('library:toBanned')}
        </Link>
      </PageHeader>
      <Section holdsPageList>
        <SearchForm label={t('library:search')} hint={t('library:searchHint')} />
        <div className={styles.toolbar}>
          <SelectField
            label={t('library:category')}
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              setShown(LIBRARY_SHOWN_STEP);
            }}
          >
            <option value="">{t('library:allCategories')}</option>
            {LIBRARY_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`library:categories.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
        {status === 'loading' && <LoadingState label={t('library:loading')} />}
        {status === 'error' && <ErrorState message={t('library:error')} onRetry={retry} />}
        {status === 'ready' && matches.length === 0 && complete && (
          <EmptyState>{filtering ? t('library:noMatch') : t('library:empty')}</EmptyState>
        )}
        {status === 'ready' && !(matches.length === 0 && complete) && (
          <>
            <p className={styles.count} role="status">
              {complete
                ? t('library:count', { count: matches.length, total: items.length })
                : t('library:countLoading', { count: matches.length, total: items.length })}
              {capped && ` ${t('library:capped', { total: items.length })}`}
            </p>
            <ul className={styles.grid}>
              {matches.slice(0, shown).map((item, index) => (
                <li key={item.id}>
                  <LibraryCard item={item} first={index === 0} />
                </li>
              ))}
            </ul>
            {matches.length > shown && (
              <div className={styles.showMore}>
                <Button variant="secondary" onClick={() => setShown((n) => n + LIBRARY_SHOWN_STEP)}>
                  {t('library:showMore', { count: Math.min(LIBRARY_SHOWN_STEP, matches.length - shown) })}
                </Button>
              </div>
            )}
          </>
        )}
      </Section>
    </>
  );
}
