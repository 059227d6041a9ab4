import { Link } from 'react-router-dom';
import { insightCollections, insightsHero } from '../../../content/insights';
import { PageHero, Section } from '../../../components/ui';
import '../components/site.css';

export default function InsightsPage() {
  return (
    <>
      <PageHero hero={insightsHero} />
      <div className="page-body">
        <Section variant="plain" title="Browse our insights">
          <ul className="card-grid">
            {insightCollections.map((collection) => (
              <li key={collection.path} className="card">
                <h3>
                  <Link to={collection.path}>{collection.hero.title}</Link>
                </h3>
                <p>{collection.hero.lead}</p>
                <p className="card__meta">Latest: {collection.items[0]?.title ?? 'coming soon'}</p>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </>
  );
}
