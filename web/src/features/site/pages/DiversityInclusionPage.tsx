import { commitments, diversityCta, diversityHero } from '../../../content/about';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { PageHero, Section } from '../../../components/ui';
import '../components/site.css';

export default function DiversityInclusionPage() {
  return (
    <>
      <PageHero hero={diversityHero} />
      <div className="page-body">
        <Section variant="plain" title="Our commitments">
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
