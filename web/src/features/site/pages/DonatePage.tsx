import { donateCta, donateHero, donateWays, impacts } from '@/content/donate';
import { CallToActionBlock } from '@/features/site/components/CallToActionBlock';
import { PageHero, Prose, Section, pageFrameStyles } from '@/components/ui';
import styles from '@/features/site/components/SiteContent.module.css';

export default function DonatePage() {
  return (
    <>
      <PageHero hero={donateHero} />
      <div className={pageFrameStyles.pageBody}>
        <Section variant="plain" title="What your gift does">
          <dl className={styles.figures}>
            {impacts.map((impact) => (
              <div key={impact.amount}>
                <dt>{impact.body}</dt>
                <dd>{impact.amount}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section variant="plain" title="Ways to give">
          <Prose>
            <ul>
              {donateWays.map((way) => (
                <li key={way}>{way}</li>
              ))}
            </ul>
          </Prose>
        </Section>
        <CallToActionBlock cta={donateCta} />
      </div>
    </>
  );
}
