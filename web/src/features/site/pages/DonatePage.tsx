import { donateCta, donateHero, donateWays, impacts } from '@/content/donate';
import { CallToActionBlock } from '@/features/site/components/CallToActionBlock';
import { PageHero, Prose, Section } from '@/components/ui';
import '@/features/site/components/site.css';

export default function DonatePage() {
  return (
    <>
      <PageHero hero={donateHero} />
      <div className="page-body">
        <Section variant="plain" title="What your gift does">
          <dl className="figures">
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
