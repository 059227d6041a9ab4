import { useTranslation } from '@/i18n/useTranslation';
import { Link, useLocation } from 'react-router-dom';
import { useHostKind } from '@/components/layout/host';
import { navigationFor } from '@/components/layout/navigation';
import { LinkButton, PageHeader, Section } from '@/components/ui';
import { PageHead } from '@/components/head/PageHead';

/** Any path the route table does not know: says so, and offers the main sections of the site. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { t: tNav } = useTranslation('nav');
  const { pathname } = useLocation();
  const suggestions = navigationFor(useHostKind()).filter((item) => item.to);
  return (
    <div data-page="not-found">
      <PageHead title={t('notFound.title')} description={t('notFound.description')} path={pathname} noindex />
      <PageHeader eyebrow="404" title={t('notFound.heading')} lead={t('notFound.lead', { path: pathname })}>
        <LinkButton to="/home/">{t('notFound.home')}</LinkButton>
      </PageHeader>
      <Section width="narrow" title={t('notFound.suggestions')}>
        <ul>
          {suggestions.map((item) => (
            <li key={item.id}>
              <Link to={item.to ?? '/home/'}>{tNav(item.labelKey)}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
