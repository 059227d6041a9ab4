import { commitments, diversityCta, diversityHero } from '../../../content/about';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';

export default function DiversityInclusionPage() {
  return (
    <>
      <PageHero hero={diversityHero} />
      <div className="page-body">
        <Section heading="Our commitments">
          <ul className="card-grid">
            {commitments.map((commitment) => (
              <li key={commitment.heading} className="card">
                <h3>{commitment.heading}</h3>
                <p>{commitment.body}</p>
              </li>
            ))}
          </ul>
        </Section>
        <CallToActionBlock cta={diversityCta} />
      </div>
    </>
  );
}
