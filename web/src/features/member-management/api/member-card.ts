import { z } from 'zod/mini';
import { loadFirestore, toText } from '@/lib/firebase/load-firestore';
import { text } from '@/lib/forms/schema-helpers';
import { COLLECTIONS, LIMITS } from '@/lib/model';

/** What an admin edits on a member's card (manageMember editCard): the owner's own limits. */
export interface AdminCardText {
  country: string;
  bio: string;
  portraitUrl: string;
  links: string[];
}

/** The card as it is now (members/{uid} is public); null when the member has none. */
export async function fetchMemberCard(uid: string): Promise<AdminCardText | null> {
  const { db, doc, getDoc } = await loadFirestore();
  const snapshot = await getDoc(doc(db, COLLECTIONS.members, uid));
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  const links: unknown = data.links;
  return {
    country: toText(data.country),
    bio: toText(data.bio),
    portraitUrl: toText(data.portraitUrl),
    links: Array.isArray(links) ? links.filter((link): link is string => typeof link === 'string') : [],
  };
}

export const adminCardSchema = z.object({
  country: text(LIMITS.card.country, 'admin:card.validation.countryShort', 'admin:card.validation.countryLong'),
  bio: text(LIMITS.card.bio, 'admin:card.validation.bioShort', 'admin:card.validation.bioLong'),
  removePortrait: z.boolean(),
  removeLinks: z.boolean(),
});

export type AdminCardValues = z.infer<typeof adminCardSchema>;
