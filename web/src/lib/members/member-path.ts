/** The one place a member's address is made. No imports: every page's first load reads it. */
export const MEMBER_PAGE = '/voa/members/:member';

/** A member's page by their slug; by their uid for a card given none yet (the page then moves to the slug's address). */
export const memberPath = (slugOrUid: string) => `/voa/members/${encodeURIComponent(slugOrUid)}`;

/** A card's own address: its slug's. */
export const cardPath = (card: { uid: string; slug?: string | undefined }) => memberPath(card.slug || card.uid);
