import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/list-states/ListStates';
import { adminSections } from './admin-sections';
import {
  ApplicationsSection,
  AuditLogSection,
  MembersSection,
  NameRequestsSection,
} from '@/features/member-management';
import { SectionBoundary } from './SectionBoundary';
import inline from '@/components/ui/inline-list.module.css';
import styles from './AdminArea.module.css';

interface AreaSection {
  id: string;
  titleKey: string;
  Component: ComponentType;
}

/** Applications, name requests, Members and the audit log first, then every registered content section, each loaded when opened. */
const sections: AreaSection[] = [
  { id: 'applications', titleKey: 'admin:sections.applications', Component: ApplicationsSection },
  { id: 'names', titleKey: 'admin:sections.names', Component: NameRequestsSection },
  { id: 'members', titleKey: 'admin:sections.members', Component: MembersSection },
  { id: 'audit', titleKey: 'admin:sections.audit', Component: AuditLogSection },
  ...adminSections.map(({ id, titleKey, load }) => ({ id, titleKey, Component: lazy(load) })),
];

/** Each section has an address (?section=<id>), so the back button works. */
export function AdminArea() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const open = sections.find((section) => section.id === params.get('section')) ?? sections[0];
  if (!open) return null;
  const { Component } = open;

  return (
    <div className={styles.adminArea}>
      <nav className={styles.nav} aria-label={t('admin:navLabel')}>
        <ul className={inline.inlineList}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link to={`?section=${section.id}`} aria-current={section.id === open.id ? 'page' : undefined}>
                {t(section.titleKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.section} aria-label={t(open.titleKey)}>
        <SectionBoundary
          key={open.id}
          fallback={(reset) => <ErrorState message={t('admin:sections.loadError')} onRetry={reset} />}
        >
          <Suspense fallback={<LoadingState label={t('admin:sections.loading')} />}>
            <Component />
          </Suspense>
        </SectionBoundary>
      </section>
    </div>
  );
}
