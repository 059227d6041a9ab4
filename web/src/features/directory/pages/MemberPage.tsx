import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { LinkButton, PageHeader, Prose, Section, tapTargetStyles } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import inline from '@/components/ui/inline-list.module.css';
import { PageHead } from '@/components/head/PageHead';
import { MemberPortrait } from '@/components/image/MemberPortrait';
import { fetchMemberAt, type MemberCard } from '@/features/directory/api/members';
import { ErrorState, LoadingState } from '@/components/list-states/ListStates';
import { useLoad } from '@/lib/data/use-load';
import { useServerNotFound } from '@/lib/data/server-data';
import { cardPath } from '@/lib/members/member-path';
import { formatDate } from '@/i18n/format';
import { site } from '@/config/site';
import { excerpt, memberLinkLabel, portraitPreview } from '@/lib/model';
import { DIRECTORY_KINDS, directoryPaths, type DirectoryKind } from '@/features/directory/kinds';
import { MEMBER_PAGE_META } from '@/features/directory/member-page-meta';
import { AUTH_PATHS } from '@/features/auth';
import { MemberPosts } from '@/features/blog';
import { FollowControl } from '@/features/follows';
import styles from './MemberPage.module.css';

const isDirectoryKind = (type: string): type is DirectoryKind => (DIRECTORY_KINDS as readonly string[]).includes(type);

/** The member's name, their bio as the description, their page's slug address, their portrait as the preview. */
function MemberHead({ card }: { card: MemberCard }) {
  const portrait = portraitPreview(card.portraitUrl ?? '');
  const head = { title: card.displayName, description: excerpt(card.bio, 160), path: cardPath(card) };
  if (!portrait) return <PageHead {...head} />;
  return (
    <PageHead
      {...head}
      image={{ url: `${site.origin}${portrait.path}`, width: portrait.width, height: portrait.height }}
    />
  );
}

/** Before the card, or without one: the route's own head; kept out of search results when there is no card. */
function PlaceholderHead({ missing = false }: { missing?: boolean }) {
  const { pathname } = useLocation();
  return <PageHead {...MEMBER_PAGE_META} path={pathname} noindex={missing} />;
}

/** An older address (the uid's) moves to the card's own once the page is in the browser; the head names it already. */
function useOwnAddress(card: MemberCard | null | undefined) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const own = card ? cardPath(card) : null;
  useEffect(() => {
    if (own && own !== pathname) void navigate(own, { replace: true });
  }, [own, pathname, navigate]);
}

/**
 * The member's own addresses on the web. `me` says the page and the address are the same person's; `ugc nofollow`, that a
 * member gave them, not the editors.
 */
function MemberLinks({ card }: { card: MemberCard }) {
  const { t } = useTranslation();
  if (!card.links?.length) return null;
  return (
    <ul
      className={cx(inline.inlineList, styles.links)}
      aria-label={t('directory:member.links', { name: card.displayName })}
    >
      {/* By place: the rules do not refuse the same address twice. */}
      {card.links.map((link, place) => (
        <li key={place}>
          <a href={link} rel="me ugc nofollow noopener" className={tapTargetStyles.lone}>
            {memberLinkLabel(link)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A writer's followers (the card's count, which a trigger keeps) and, for a signed-in member, Follow.
 * The count moves with a follow made here at once, before the trigger's count reaches the card.
 */
function Followers({ card }: { card: MemberCard }) {
  const { t } = useTranslation();
  const [change, setChange] = useState(0);
  const count = Math.max(0, (card.followerCount ?? 0) + change);
  return (
    <div className={styles.followers}>
      {count > 0 && <p>{t('directory:member.followers', { count })}</p>}
      <FollowControl
        followable={{ kind: 'writer', target: card.uid, name: card.displayName }}
        onChange={(following) => setChange((current) => current + (following ? 1 : -1))}
      />
    </div>
  );
}

/**
 * /voa/members/:member — one member's public card and their published posts, rendered on request with both (the
 * communityPage function). The rules decide who has a page: an approved member's card, public to all.
 */
export default function MemberPage() {
  const { t } = useTranslation();
  const { member = '' } = useParams();
  const loaded = useLoad(member, () => fetchMemberAt(member), { server: 'member' });
  const card = loaded.status === 'ready' ? loaded.data : undefined;
  useServerNotFound(card === null);
  useOwnAddress(card);

  if (loaded.status === 'loading')
    return (
      <>
        <PlaceholderHead />
        <LoadingState label={t('directory:member.loading')} />
      </>
    );
  if (loaded.status === 'error')
    return (
      <Section width="narrow">
        <PlaceholderHead />
        <ErrorState message={t('directory:member.loadError')} onRetry={loaded.retry} />
      </Section>
    );
  if (!card)
    return (
      <Section width="narrow">
        <PlaceholderHead missing />
        <p role="alert">{t('directory:member.notFound')}</p>
        <LinkButton to={AUTH_PATHS.communityHome}>{t('directory:member.backToCommunity')}</LinkButton>
      </Section>
    );

  return (
    <>
      <MemberHead card={card} />
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
        <MemberLinks card={card} />
        {card.type === 'voice' && <Followers card={card} />}
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
      <MemberPosts uid={card.uid} slug={card.slug} name={card.displayName} writes={card.type === 'voice'} />
    </>
  );
}
