import { Link } from 'react-router-dom';
import { homeCta, homeHero, homeHighlights, homeNumbers } from '@/content/home';
import { CallToActionBlock } from '@/features/site/components/CallToActionBlock';
import { Card, CardGrid, PageHero, Section, pageFrameStyles, tapTargetStyles } from '@/components/ui';
import styles from '@/features/site/components/SiteContent.module.css';

export default function HomePage() {
  return (
    <>
      <PageHero hero={homeHero} />
      <div className={pageFrameStyles.pageBody}>
        <Section variant="plain" title="How we help">
          <CardGrid as="ul">
            {homeHighlights.map((highlight) => (
              <Card key={highlight.heading} as="li" title={highlight.heading}>
                <p>{highlight.body}</p>
                <p>
                  <Link to={highlight.link.to} className={tapTargetStyles.lone}>
                    {highlight.link.label}
                  </Link>
                </p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section variant="plain" title="Since we began">
          <dl className={styles.figures}>
            {homeNumbers.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <CallToActionBlock cta={homeCta} />
      </div>
    </>
  );
}
