import { useDeferredValue, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Button, PageHeader, Section } from '@/components/ui';
import styles from '@/components/content-list/content-list.module.css';
import { TextField } from '@/components/form';
import { EmptyState, LoadStates } from '@/components/list-states/ListStates';
import { useLoad } from '@/lib/data/use-load';
import { matchesQuery } from '@/lib/text/search';
import { fetchAdvisoryBoard } from '@/features/advisory/api/advisory';
import { AdvisoryCard } from '@/features/advisory/components/AdvisoryCard';

const load = () => fetchAdvisoryBoard();

/** The whole board in one query (ADVISORY_CAP), filtered on the client: no query per key, no search words. */
export default function AdvisoryPage() {
  const { t } = useTranslation();
  // Rendered with the page by the communityPage function (routes.ts: servedBy).
  const result = useLoad('board', load, { server: 'advisory' });
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search).trim();
  return (
    <>
      <PageHeader eyebrow={t('advisory:eyebrow')} title={t('advisory:title')} lead={t('advisory:lead')} />
      <Section holdsPageList>
        <LoadStates
          result={result}
          loading={t('advisory:loading')}
          error={t('advisory:error')}
          empty={t('advisory:empty')}
          isEmpty={(data) => data.length === 0}
        >
          {(data) => {
            const shown = data.filter((member) => matchesQuery(member.name, query));
            return (
              <>
                <div className={styles.toolbar} role="search">
                  <TextField
                    label={t('advisory:search')}
                    type="search"
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                  />
                </div>
                {shown.length === 0 ? (
                  <EmptyState>
                    {t('advisory:noMatch', { query })}{' '}
                    <Button variant="secondary" onClick={() => setSearch('')}>
                      {t('advisory:clearSearch')}
                    </Button>
                  </EmptyState>
                ) : (
                  <ul className={styles.grid}>
                    {shown.map((member) => (
                      <li key={member.id}>
                        <AdvisoryCard member={member} />
                      </li>
                    ))}
                  </ul>
                )}
              </>
            );
          }}
        </LoadStates>
      </Section>
    </>
  );
}
