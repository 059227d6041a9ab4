import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useLocation, useParams } from 'react-router-dom';
import { LinkButton, PageHeader, Prose, Section } from '@/components/ui';
import { PageHead } from '@/components/head/PageHead';
import { MemberPortrait } from '@/components/image/MemberPortrait';
import { fetchMember } from '@/features/directory/api/members';
import { ErrorState, LoadingState } from '@/components/list-states/ListStates';
import { useLoad } from '@/lib/data/use-load';
import { formatDate } from '@/i18n/format';
import { DIRECTORY_KINDS, directoryPaths, type DirectoryKind } from '@/features/directory/kinds';
import { MEMBER_PAGE_META } from '@/features/directory/member-page-meta';
import { AUTH_PATHS } from '@/features/auth';

/** Loads after the page's code, beside the posts' own query. */
const MemberPosts = lazy(() => import('@/features/blog').then((blog) => ({ default: blog.MemberPosts })));

const isDirectoryKind = (type: string): type is DirectoryKind => (DIRECTORY_KINDS as readonly string[]).includes(type);

/** The page's head: the member's name once their card is there (the tab, a shared link's title); the route's own until then. */
function MemberHead({ name }: { name?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PageHead
      title={name ?? MEMBER_PAGE_META.title}
      description={name ? t('directory:member.description', { name }) : MEMBER_PAGE_META.description}
      path={pathname}
    />
  );
}

/** /voa/members/:uid — one member's public card and their published posts. */
export default function MemberPage() {
  const { t } = useTranslation();
  const { uid = '' } = useParams();
  const loaded = useLoad(uid, () => fetchMember(uid));

  if (loaded.status === 'loading')
    return (
      <>
        <MemberHead />
        <LoadingState label={t('directory:member.loading')} />
      </>
    );
  if (loaded.status === 'error')
    return (
      <Section width="narrow">
        <MemberHead />
        <ErrorState message={t('directory:member.loadError')} onRetry={loaded.retry} />
      </Section>
    );
  const card = loaded.data;
  if (!card)
    return (
      <Section width="narrow">
        <MemberHead />
        <p role="alert">{t('directory:member.notFound')}</p>
        <LinkButton to={AUTH_PATHS.communityHome}>{t('directory:member.backToCommunity')}</LinkButton>
      </Section>
    );

  return (
    <>
      <MemberHead name={card.displayName} />
      <PageHeader
        eyebrow={t(`directory:types.${card.type}`)}
        title={card.displayName}
        lead={t('directory:member.from', { country: card.country })}
        // Under the name it illustrates (decorative); above the fold, so loaded at once.
        aside={<MemberPortrait name={card.displayName} portraitUrl={card.portraitUrl} size={128} priority />}
      />
      <Section width="narrow">
        <Prose>
          <p>{card.bio}</p>
          {card.joined && <p>{t('directory:joined', { date: formatDate(card.joined) })}</p>}
        </Prose>
        {isDirectoryKind(card.type) ? (
          <LinkButton variant="secondary" to={directoryPaths[card.type].public}>
            {t('directory:member.back', { directory: t(`directory:kinds.${card.type}.title`) })}
          </LinkButton>
        ) : (
          <LinkButton variant="secondary" to={AUTH_PATHS.communityHome}>
            {t('directory:member.backToCommunity')}
          </LinkButton>
        )}
      </Section>
      <Suspense fallback={null}>
        <MemberPosts uid={card.uid} name={card.displayName} writes={card.type === 'voice'} />
      </Suspense>
    </>
  );
}
