import { ResponsiveImage } from '../../../components/image/ResponsiveImage';
import { team, teamCta, teamHero } from '../../../content/team';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { PageHero, Section } from '../../../components/ui';
import '../components/site.css';

export default function TeamPage() {
  return (
    <>
      <PageHero hero={teamHero} />
      <div className="page-body">
        <Section variant="plain" title="Meet the team">
          <ul className="card-grid">
            {team.map((member) => (
              <li key={member.name} className="card team-member">
                {/* Abstract artwork, not a likeness: decorative, the name follows. */}
                <ResponsiveImage picture={member.portrait} alt="" sizes="6rem" />
                <div>
                  <h3>{member.name}</h3>
                  <p className="card__meta">{member.role}</p>
                  <p>{member.bio}</p>
                  <p className="card__meta">Also works in: {member.languages.join(', ')}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
        <CallToActionBlock cta={teamCta} />
      </div>
    </>
  );
}
