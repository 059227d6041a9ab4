import { useDeferredValue, useEffect, useState, startTransition } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router-dom';
import { Button, PageHeader, Section } from '@/components/ui';
import styles from '@/components/content-list/content-list.module.css';
import { SelectField, TextField } from '@/components/form';
import { EmptyState, ErrorState, LoadingState } from '@/components/list-states/ListStates';
import { fetchLibrary } from '@/features/library/api/library';
import { LIBRARY_CATEGORIES, matchesSearch, type LibraryItem } from '@/features/library/api/library-item';
import { LibraryCard } from '@/features/library/components/LibraryCard';

/** How many matches are drawn at once: the DOM stays small whatever the catalogue's size. */
export const LIBRARY_SHOWN_STEP = 24;

/** /voa/library: books, essays and resources, searchable and filterable on the client. */
export default function LibraryPage() {
  const { t } = useTranslation();
  // The catalogue streams in batches (fetchLibrary), so this page keeps its own load states.
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [items, setItems] = useState<LibraryItem[]>([]);
  const [complete, setComplete] = useState(false);
  const [capped, setCapped] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [shown, setShown] = useState(LIBRARY_SHOWN_STEP);
  const deferredSearch = useDeferredValue(search);

  useEffect(() => {
    let live = true;
    fetchLibrary((batch) => {
      if (!live) return;
      // A transition: rendering a batch yields to the browser (no long task on a phone).
      startTransition(() => {
        setItems(batch);
        setStatus('ready');
      });
    }).then(
      (result) => {
        if (!live) return;
        setComplete(true);
        setCapped(result.capped);
      },
      (error: unknown) => {
        console.error('Loading the library failed', error);
        if (live) setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const matches = items.filter(
    (item) => (category === '' || item.category === category) && matchesSearch(item, deferredSearch),
  );
  const filtering = deferredSearch.trim() !== '' || category !== '';

  return (
    <>
      <PageHeader eyebrow={t('library:eyebrow')} title={t('library:title')} lead={t('library:lead')}>
        <Link to="/voa/library/bannedbooks">{t('library:toBanned')}</Link>
      </PageHeader>
      <Section holdsPageList>
        <div className={styles.toolbar} role="search">
          <TextField
            label={t('library:search')}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setShown(LIBRARY_SHOWN_STEP);
            }}
          />
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
        {status === 'error' && (
          <ErrorState
            message={t('library:error')}
            onRetry={() => {
              setStatus('loading');
              setItems([]);
              setComplete(false);
              setAttempt((n) => n + 1);
            }}
          />
        )}
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
              {matches.slice(0, shown).map((item) => (
                <li key={item.id}>
                  <LibraryCard item={item} />
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
