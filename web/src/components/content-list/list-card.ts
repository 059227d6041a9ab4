/** What a card of a community list is told by its list. */
export interface ListCardProps {
  /** Its heading's level: 2 on a list's own page, 3 under a section's heading. */
  headingLevel?: 2 | 3;
  /** The list's first card: its image is on the first screen, so it loads at once and first. */
  first?: boolean;
}
