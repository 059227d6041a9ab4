import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/i18n/i18n';
import { useAuth } from '@/features/auth';
import type { ReportTarget } from '@/features/reports/api/reports';

// The control, its form and its words load for the members who may report: a visitor's post page
// carries none of them. Why: docs/decisions/0110-posts-rendered-with-their-data.md
const MemberReportControl = lazy(() =>
  Promise.all([import('./ReportControl'), loadNamespaces(['reports'])]).then(([module]) => ({
    default: module.ReportControl,
  })),
);

/** "Report" under a post or a comment, for an active member who did not write it; nothing for anyone else. */
export function ReportControl({ target, authorUid }: { target: ReportTarget; authorUid: string }) {
  const { user, status } = useAuth();
  if (!user || status !== 'active' || user.uid === authorUid) return null;
  return (
    <Suspense>
      <MemberReportControl target={target} authorUid={authorUid} />
    </Suspense>
  );
}
