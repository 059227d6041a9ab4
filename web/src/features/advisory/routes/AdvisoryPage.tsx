import { useTranslation } from '../../../i18n/useTranslation';
import { PageHeader, Section } from '../../../components/ui';
import styles from '../../community/content/content.module.css';
import { ListState } from '../../community/content/ListState';
import { useLoad } from '../../community/content/use-paged-list';
import { fetchAdvisoryBoard } from '../api/advisory';
import { AdvisoryCard } from '../components/AdvisoryCard';

const load = () => fetchAdvisoryBoard();

/** /voa/advisory: the advisory board, in the order the admins set. */
export default function AdvisoryPage() {
  const { t } = useTranslation();
  const { status, data = [], retry } = useLoad(load);
  return (
    <>
      <PageHeader eyebrow={t('advisory:eyebrow')} title={t('advisory:title')} lead={t('advisory:lead')} />
      <Section>
        <ListState
          status={status}
          isEmpty={data.length === 0}
          loadingText={t('advisory:loading')}
          emptyText={t('advisory:empty')}
          errorText={t('advisory:error')}
          onRetry={retry}
        >
          <ul className={styles.grid}>
            {data.map((member) => (
              <li key={member.id}>
                <AdvisoryCard member={member} />
              </li>
            ))}
          </ul>
        </ListState>
      </Section>
    </>
  );
}
