import { useTranslation } from '@/i18n/useTranslation';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { LinkButton, PageHeader, Prose, Section } from '@/components/ui';
import { LoadingState } from '@/components/list-states/ListStates';
import { AdminArea } from './AdminArea';
import { useAdminRights } from '@/features/member-management';
import { AUTH_PATHS, signInPath, useAuth } from '@/features/auth';
import { UnhandledContactCount } from '@/features/contact';

/** The rules and the callables refuse a non-admin anyway; this only decides what is shown. */
export default function AdminPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params] = useSearchParams();
  // Checked again at each change of section: a revoked admin loses the area at their next step.
  const check = useAdminRights(user, params.get('section') ?? '');
  const location = useLocation();

  if (!user) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  if (check === 'checking') return <LoadingState label={t('admin:checking')} />;
  if (check === 'not-admin') {
    return (
      <>
        <PageHeader title={t('admin:notAuthorised.title')} />
        <Section width="narrow">
          <Prose>
            <p>{t('admin:notAuthorised.text')}</p>
            <p>{t('admin:notAuthorised.hint')}</p>
          </Prose>
          <LinkButton to={AUTH_PATHS.communityHome}>{t('admin:notAuthorised.home')}</LinkButton>
        </Section>
      </>
    );
  }
  return (
    <>
      <PageHeader eyebrow={t('admin:eyebrow')} title={t('admin:title')} lead={t('admin:lead')} />
      <Section>
        {/* Read again on every change of section, so it follows the admin's work in the inbox. */}
        <UnhandledContactCount refreshKey={params.get('section') ?? ''} />
        <AdminArea />
      </Section>
    </>
  );
}
