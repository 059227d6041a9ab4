import { Link } from 'react-router-dom';
import { homeCta, homeHero, homeHighlights, homeNumbers } from '../../../content/home';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { PageHero, Section } from '../../../components/ui';
import '../components/site.css';

export default function HomePage() {
  return (
    <>
      <PageHero hero={homeHero} />
      <div className="page-body">
        <Section variant="plain" title="How we help">
          <ul className="card-grid">
            {homeHighlights.map((highlight) => (
              <li key={highlight.heading} className="card">
                <h3>{highlight.heading}</h3>
                <p>{highlight.body}</p>
                <Link to={highlight.link.to}>{highlight.link.label}</Link>
              </li>
            ))}
          </ul>
        </Section>
        <Section variant="plain" title="Since we began">
          <dl className="figures">
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
