import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useParams } from 'react-router-dom';
import { LinkButton, PageHeader, Prose, Section } from '../../../components/ui';
import { AUTH_PATHS } from '../../auth/redirects';
import { fetchMember, type MemberCard } from '../api/members';
import { ErrorState, LoadingState } from '../components/ListStates';
import { formatDate } from '../format';
import { DIRECTORY_KINDS, directoryPaths, type DirectoryKind } from '../kinds';
import '../components/directory.css';

type Loaded = { uid: string; state: 'error' } | { uid: string; state: 'ready'; card: MemberCard | null };

const isDirectoryKind = (type: string): type is DirectoryKind => (DIRECTORY_KINDS as readonly string[]).includes(type);

/** /voa/members/:uid — one member's public card. */
export default function MemberPage() {
  const { t } = useTranslation();
  const { uid = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchMember(uid).then(
      (card) => current && setLoaded({ uid, state: 'ready', card }),
      (error: unknown) => {
        console.error('Reading the member card failed', error);
        if (current) setLoaded({ uid, state: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [uid, attempt]);

  const current = loaded?.uid === uid ? loaded : null;
  if (!current) return <LoadingState label={t('directory:member.loading')} />;
  if (current.state === 'error')
    return (
      <Section width="narrow">
        <ErrorState
          message={t('directory:member.loadError')}
          onRetry={() => {
            setLoaded(null);
            setAttempt((n) => n + 1);
          }}
        />
      </Section>
    );
  const { card } = current;
  if (!card)
    return (
      <Section width="narrow">
        <p role="alert">{t('directory:member.notFound')}</p>
        <LinkButton to={AUTH_PATHS.communityHome}>{t('directory:member.backToCommunity')}</LinkButton>
      </Section>
    );

  return (
    <>
      <PageHeader
        eyebrow={t(`directory:types.${card.type}`)}
        title={card.displayName}
        lead={t('directory:member.from', { country: card.country })}
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
    </>
  );
}
