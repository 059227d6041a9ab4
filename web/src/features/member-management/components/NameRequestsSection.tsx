import { useTranslation } from '@/i18n/useTranslation';
import { usePagedList } from '@/lib/data/use-paged-list';
import { fetchPendingNamePage } from '@/features/member-management/api/name-requests';
import { NameRequestCard } from './NameRequestCard';
import { ReviewSection } from './ReviewSection';

/** The queue of members' requests for a new display name, oldest first. */
export default function NameRequestsSection() {
  const { t } = useTranslation();
  const list = usePagedList('names', fetchPendingNamePage);

  return (
    <ReviewSection list={list} title={t('admin:sections.names')} keys="admin:names">
      {(request, reviewed) => <NameRequestCard key={request.uid} request={request} onReviewed={reviewed} />}
    </ReviewSection>
  );
}
