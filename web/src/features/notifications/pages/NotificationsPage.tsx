import { Navigate, useLocation } from 'react-router-dom';
import { PageHeader, Section } from '@/components/ui';
import { useTranslation } from '@/i18n/useTranslation';
import { MAIL_RETENTION_DAYS } from '@/lib/model';
import { signInPath, useAuth } from '@/features/auth';
import { NoticeList } from '@/features/notifications/components/NoticeList';

/** The bell's page: every notice of the member's, and how long they are kept (the TTL on `expiresAt`). */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={signInPath(location.pathname)} replace />;
  return (
    <>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={`${t('lead')} ${t('kept', { days: MAIL_RETENTION_DAYS })}`}
      />
      <Section>
        <NoticeList uid={user.uid} />
      </Section>
    </>
  );
}
