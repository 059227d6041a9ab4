import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Link, useLocation } from 'react-router-dom';
import { TextField } from '@/components/form';
import { PagedListStates } from '@/components/list-states/ListStates';
import { CardGrid, LinkButton, PageHeader, Section, tapTargetStyles } from '@/components/ui';
import { usePagedList } from '@/lib/data/use-paged-list';
import { matchesQuery } from '@/lib/text/search';
import { fetchMemberPage, type MemberCard } from '@/features/directory/api/members';
import { DIRECTORY_KINDS, directoryPaths, type DirectoryKind } from '@/features/directory/kinds';
import { MemberCardView } from './MemberCardView';
import { MyCard } from './MyCard';
import { signInPath, useAuth } from '@/features/auth';
import styles from './Directory.module.css';

export type DirectoryView = 'public' | 'profiles';

const isDirectoryKind = (type: string | null): type is DirectoryKind =>
  (DIRECTORY_KINDS as readonly string[]).includes(type ?? '');

/** The signed-in member's panel on /voa/profiles/<kind>: their card, or where to find it. */
function MemberPanel({ kind, onSaved }: { kind: DirectoryKind; onSaved: (card: MemberCard) => void }) {
  const { t } = useTranslation();
  const { user, status, type } = useAuth();
  const location = useLocation();
  if (!user) {
    return (
      <div className={styles.invite}>
        <p>{t('directory:signInInvite')}</p>
        <LinkButton to={signInPath(location.pathname)}>{t('directory:signIn')}</LinkButton>
      </div>
    );
  }
  if (status !== 'active') return <p className={styles.invite}>{t('directory:notActive')}</p>;
  if (type === kind) return <MyCard uid={user.uid} onSaved={onSaved} />;
  return (
    <p className={styles.invite}>
      {t('directory:otherKind', { type: t(`directory:types.${type ?? 'peer'}`) })}{' '}
      {isDirectoryKind(type) && (
        <Link to={directoryPaths[type].profiles} className={tapTargetStyles.lone}>
          {t('directory:toYourDirectory')}
        </Link>
      )}
    </p>
  );
}

/** A kind's directory: the public list of cards, searchable within what is loaded, paginated by cursor. */
export function MemberDirectory({ kind, view }: { kind: DirectoryKind; view: DirectoryView }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [query, setQuery] = useState('');
  // The public directories are rendered with their first page by the communityPage function (routes.ts).
  const list = usePagedList(kind, (after) => fetchMemberPage(kind, after), { server: 'directory' });
  const ownUid = view === 'profiles' ? user?.uid : undefined;

  const readyItems = list.status === 'ready' ? list.items : null;
  const shown = useMemo(() => {
    if (!readyItems) return [];
    return readyItems.filter((card) => matchesQuery(`${card.displayName} ${card.country}`, query));
  }, [readyItems, query]);

  const update = list.status === 'ready' ? list.update : null;
  const onSaved = useCallback((card: MemberCard) => update?.((item) => item.uid === card.uid, card), [update]);

  return (
    <>
      <PageHeader
        eyebrow={t(view === 'public' ? 'directory:eyebrow' : 'directory:profilesEyebrow')}
        title={t(`directory:kinds.${kind}.title`)}
        lead={t(`directory:kinds.${kind}.lead`)}
      >
        <LinkButton variant="secondary" to={directoryPaths[kind][view === 'public' ? 'profiles' : 'public']}>
          {t(view === 'public' ? 'directory:profilesLink' : 'directory:publicLink')}
        </LinkButton>
      </PageHeader>
      {view === 'profiles' && (
        <Section width="narrow">
          <MemberPanel kind={kind} onSaved={onSaved} />
        </Section>
      )}
      <Section title={t('directory:list')} holdsPageList>
        <PagedListStates
          list={list}
          loading={t('directory:loading')}
          error={t('directory:loadError')}
          empty={t('directory:empty', { kind: t(`directory:kinds.${kind}.one`) })}
        >
          {(loaded) => (
            <>
              <div className={styles.search}>
                <TextField
                  label={t('directory:search')}
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  hint={t('directory:searchHint', { count: loaded.length })}
                />
              </div>
              <p className={styles.count} role="status">
                {query.trim() && shown.length === 0
                  ? `${t('directory:searchNoMatch', { query: query.trim() })} ${list.status === 'ready' && list.hasMore ? t('directory:searchLoadMore') : ''}`
                  : t('directory:shown', { shown: shown.length, loaded: loaded.length })}
              </p>
              <CardGrid>
                {shown.map((card) => (
                  <MemberCardView key={card.uid} card={card} own={card.uid === ownUid} />
                ))}
              </CardGrid>
            </>
          )}
        </PagedListStates>
      </Section>
    </>
  );
}
