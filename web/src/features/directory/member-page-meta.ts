/** The member page's head before the member's card is there (routes.ts and pages/MemberPage.tsx). */
export const MEMBER_PAGE_META = { title: 'Member', description: 'A member of the Voices of Africa community.' };
