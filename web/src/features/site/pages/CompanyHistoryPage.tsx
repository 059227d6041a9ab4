import { aboutCta, historyHero, milestones } from '@/content/about';
import { CallToActionBlock } from '@/features/site/components/CallToActionBlock';
import { PageHero, Section, pageFrameStyles } from '@/components/ui';
import styles from '@/features/site/components/SiteContent.module.css';

export default function CompanyHistoryPage() {
  return (
    <>
      <PageHero hero={historyHero} />
      <div className={pageFrameStyles.pageBody}>
        <Section variant="plain" title="Our story, year by year">
          <ol className={styles.timeline}>
            {milestones.map((milestone) => (
              <li key={milestone.year}>
                <h3>
                  <span className={styles.year}>{milestone.year}</span> {milestone.title}
                </h3>
                <p>{milestone.body}</p>
              </li>
            ))}
          </ol>
        </Section>
        <CallToActionBlock cta={aboutCta} />
      </div>
    </>
  );
}
