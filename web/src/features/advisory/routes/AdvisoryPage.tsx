import { useTranslation } from '../../../i18n/useTranslation';
import { PageHeader, Section } from '../../../components/ui';
import styles from '../../../components/content-list/content-list.module.css';
import { LoadStates } from '../../../components/list-states/ListStates';
import { useLoad } from '../../../lib/data/use-load';
import { fetchAdvisoryBoard } from '../api/advisory';
import { AdvisoryCard } from '../components/AdvisoryCard';

const load = () => fetchAdvisoryBoard();

/** /voa/advisory: the advisory board, in the order the admins set. */
export default function AdvisoryPage() {
  const { t } = useTranslation();
  const result = useLoad('board', load);
  return (
    <>
      <PageHeader eyebrow={t('advisory:eyebrow')} title={t('advisory:title')} lead={t('advisory:lead')} />
      <Section holdsPageList>
        <LoadStates
          result={result}
          loading={t('advisory:loading')}
          error={t('advisory:error')}
          empty={t('advisory:empty')}
          isEmpty={(data) => data.length === 0}
        >
          {(data) => (
            <ul className={styles.grid}>
              {data.map((member) => (
                <li key={member.id}>
                  <AdvisoryCard member={member} />
                </li>
              ))}
            </ul>
          )}
        </LoadStates>
      </Section>
    </>
  );
}
