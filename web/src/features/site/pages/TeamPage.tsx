import { CommunityImage } from '@/components/image/CommunityImage';
import { ResponsiveImage } from '@/components/image/ResponsiveImage';
import { teamArtwork, teamCta, teamHero } from '@/content/team';
import { CallToActionBlock } from '@/features/site/components/CallToActionBlock';
import { Card, CardGrid, CardMeta, PageHero, Section, pageFrameStyles } from '@/components/ui';
import { LoadStates } from '@/components/list-states/ListStates';
import { useLoad } from '@/lib/data/use-load';
import { fetchTeam } from '@/features/site/api/team';
import styles from '@/features/site/components/SiteContent.module.css';

/**
 * /home/team: the published teamMembers/{id}, in the admins' order. Rendered with them by the
 * communityPage function (routes.ts: servedBy), so a change shows within a minute.
 */
export default function TeamPage() {
  const result = useLoad('team', fetchTeam, { server: 'team' });
  return (
    <>
      <PageHero hero={teamHero} />
      <div className={pageFrameStyles.pageBody}>
        <Section variant="plain" title="Meet the team">
          <LoadStates
            result={result}
            loading="Loading the team…"
            error="The team could not be loaded. Check your connection and try again."
            empty="The team’s introductions are on their way."
            isEmpty={(members) => members.length === 0}
          >
            {(members) => (
              <CardGrid as="ul">
                {members.map((member, index) => (
                  <Card key={member.id} as="li" title={member.name} className={styles.teamMember}>
                    {/* Decorative beside the name it shows (the card's title), as the board's portraits are;
                        without a portrait, the page's abstract artwork in its place. */}
                    {member.photoUrl ? (
                      <CommunityImage address={member.photoUrl} alt="" sizes="5rem" />
                    ) : (
                      <ResponsiveImage picture={teamArtwork(index)} alt="" sizes="5rem" />
                    )}
                    <CardMeta>{member.role}</CardMeta>
                    <p>{member.bio}</p>
                    {member.languages.length > 0 && (
                      <CardMeta>{`Also works in: ${member.languages.join(', ')}`}</CardMeta>
                    )}
                  </Card>
                ))}
              </CardGrid>
            )}
          </LoadStates>
        </Section>
        <CallToActionBlock cta={teamCta} />
      </div>
    </>
  );
}
