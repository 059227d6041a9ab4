import { useCallback } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Link, useLocation } from 'react-router-dom';
import { PagedListStates } from '@/components/list-states/ListStates';
import { CardGrid, LinkButton, PageHeader, Section, tapTargetStyles } from '@/components/ui';
import { usePagedList } from '@/lib/data/use-paged-list';
import { SearchForm } from '@/components/search/SearchForm';
import { useSearchQuery } from '@/components/search/use-search-query';
import { fetchMemberPage, searchMemberPage, type MemberCard } from '@/features/directory/api/members';
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

/** A kind's directory: the public list of cards, paginated by cursor; its search (?q=) asks every card by name. */
export function MemberDirectory({ kind, view }: { kind: DirectoryKind; view: DirectoryView }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const query = useSearchQuery();
  // The public directories are rendered with their first page by the communityPage function (routes.ts).
  const list = usePagedList(
    JSON.stringify([kind, query]),
    (after) => (query ? searchMemberPage(kind, query, after) : fetchMemberPage(kind, after)),
    { server: 'directory' },
  );
  const ownUid = view === 'profiles' ? user?.uid : undefined;

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
        <div className={styles.search}>
          <SearchForm label={t('directory:search')} hint={t('directory:searchHint')} />
        </div>
        <PagedListStates
          list={list}
          loading={query ? t('directory:searching') : t('directory:loading')}
          error={query ? t('directory:searchError') : t('directory:loadError')}
          empty={
            query
              ? t('directory:searchNoMatch', { query })
              : t('directory:empty', { kind: t(`directory:kinds.${kind}.one`) })
          }
        >
          {(shown) => (
            <CardGrid>
              {shown.map((card) => (
                <MemberCardView key={card.uid} card={card} own={card.uid === ownUid} />
              ))}
            </CardGrid>
          )}
        </PagedListStates>
      </Section>
    </>
  );
}
