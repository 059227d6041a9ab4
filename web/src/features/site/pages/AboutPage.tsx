import { Link } from 'react-router-dom';
import { aboutCta, aboutHero, aboutLinks, aboutStory, values } from '@/content/about';
import { CallToActionBlock } from '@/features/site/components/CallToActionBlock';
import { Card, CardGrid, PageHero, Prose, Section, pageFrameStyles } from '@/components/ui';
import styles from '@/features/site/components/SiteContent.module.css';

export default function AboutPage() {
  return (
    <>
      <PageHero hero={aboutHero} />
      <div className={pageFrameStyles.pageBody}>
        <Section variant="plain" title="Who we are">
          <Prose>
            {aboutStory.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
        </Section>
        <Section variant="plain" title="What we value">
          <CardGrid as="ul">
            {values.map((value) => (
              <Card key={value.name} as="li" title={value.name}>
                <p>{value.body}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <nav aria-label="More about us">
          <ul className={styles.linkList}>
            {aboutLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <CallToActionBlock cta={aboutCta} />
      </div>
    </>
  );
}
