import { useTranslation } from '@/i18n/useTranslation';
import { Card, CardGrid, PageHeader, Section } from '@/components/ui';
import { BMA_SLUG, practiceMenu, practiceSummaries, type PracticeMenuItem } from '@/config/practices';

function summaryOf(item: PracticeMenuItem, bmaSummary: string): string {
  return item.slug === BMA_SLUG ? bmaSummary : practiceSummaries[item.page];
}

/** /voa/practices — the community's practice areas, each linking to its page on the company site. */
export default function PracticesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader eyebrow={t('practices:eyebrow')} title={t('practices:title')} lead={t('practices:lead')} />
      {/* The section has no title of its own: the cards' titles come straight under the page's h1. */}
      <Section>
        <CardGrid>
          {practiceMenu.map((item) => (
            <Card key={item.slug} title={item.menuTitle} to={item.path} headingLevel={2}>
              <p>{summaryOf(item, t('practices:bmaSummary'))}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
