import { ResponsiveImage } from '@/components/image/ResponsiveImage';
import { team, teamCta, teamHero } from '@/content/team';
import { CallToActionBlock } from '@/features/site/components/CallToActionBlock';
import { Card, CardGrid, CardMeta, PageHero, Section, pageFrameStyles } from '@/components/ui';
import styles from '@/features/site/components/SiteContent.module.css';

export default function TeamPage() {
  return (
    <>
      <PageHero hero={teamHero} />
      <div className={pageFrameStyles.pageBody}>
        <Section variant="plain" title="Meet the team">
          <CardGrid as="ul">
            {team.map((member) => (
              <Card key={member.name} as="li" title={member.name} className={styles.teamMember}>
                {/* Abstract artwork, not a likeness: decorative, the name is the card's title. */}
                <ResponsiveImage picture={member.portrait} alt="" sizes="5rem" />
                <CardMeta>{member.role}</CardMeta>
                <p>{member.bio}</p>
                <CardMeta>Also works in: {member.languages.join(', ')}</CardMeta>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <CallToActionBlock cta={teamCta} />
      </div>
    </>
  );
}
