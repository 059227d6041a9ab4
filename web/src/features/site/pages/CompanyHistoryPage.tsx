import { aboutCta, historyHero, milestones } from '@/content/about';
import { CallToActionBlock } from '@/features/site/components/CallToActionBlock';
import { PageHero, Section } from '@/components/ui';
import '@/features/site/components/site.css';

export default function CompanyHistoryPage() {
  return (
    <>
      <PageHero hero={historyHero} />
      <div className="page-body">
        <Section variant="plain" title="Our story, year by year">
          <ol className="timeline">
            {milestones.map((milestone) => (
              <li key={milestone.year}>
                <h3>
                  <span className="timeline__year">{milestone.year}</span> {milestone.title}
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
