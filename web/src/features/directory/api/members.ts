import { findCard } from '@/lib/members/find-card';
import { countedWrite } from '@/lib/firebase/counted-write';
import { fetchSearchPage } from '@/lib/firebase/search-page';
import {
  fetchPage,
  loadFirestore,
  textsOf,
  toDate,
  type Cursor,
  type Page,
  type Sdk,
} from '@/lib/firebase/load-firestore';
import { COLLECTIONS, rateTargets, type MemberCard as StoredMemberCard, type MemberType } from '@/lib/model';
import type { DirectoryKind } from '@/features/directory/kinds';

/** A public card, members/{uid} (shared/model/members.ts), as reviewMember writes it, with the member's uid. */
export type MemberCard = StoredMemberCard<Date | null> & { uid: string };

/** The name changes through a request (api/name-request.ts). */
export type CardText = Required<Pick<MemberCard, 'country' | 'bio' | 'portraitUrl' | 'links'>>;

/** 24 cards a page: a full grid at 2, 3 and 4 columns, and a small read at 1,000 members. */
export const DIRECTORY_PAGE_SIZE = 24;

function toCard(snapshot: { id: string; data: () => Record<string, unknown> }): MemberCard {
  const data = snapshot.data();
  return {
    uid: snapshot.id,
    ...textsOf(data, ['displayName', 'country', 'bio', 'slug']),
    type: data.type as MemberType,
    joined: toDate(data.joined),
    // None until the owner gives one (reviewMember's card has no portrait).
    portraitUrl: typeof data.portraitUrl === 'string' ? data.portraitUrl : '',
    // None until the owner gives some; the rules keep them to https addresses (isMemberLinks).
    links: Array.isArray(data.links) ? data.links.filter((link): link is string => typeof link === 'string') : [],
    // Kept by the countFollowers trigger; none until someone follows.
    followerCount: typeof data.followerCount === 'number' ? data.followerCount : 0,
  };
}

/** A kind's directory, by display name (index: members type asc, displayName asc). */
const directoryOf =
  (kind: DirectoryKind) =>
  ({ db, collection, query, where, orderBy }: Sdk) =>
    query(collection(db, COLLECTIONS.members), where('type', '==', kind), orderBy('displayName'));

/** One page of a kind's directory. */
export async function fetchMemberPage(
  kind: DirectoryKind,
  after: Cursor | null,
  pageSize = DIRECTORY_PAGE_SIZE,
): Promise<Page<MemberCard>> {
  const sdk = await loadFirestore();
  return fetchPage(sdk, directoryOf(kind)(sdk), pageSize, after, toCard);
}

/** One page of the kind's members whose name matches `search`: every member, not the pages loaded (searchWords). */
export function searchMemberPage(
  kind: DirectoryKind,
  search: string,
  after: Cursor | null,
  pageSize = DIRECTORY_PAGE_SIZE,
): Promise<Page<MemberCard>> {
  return fetchSearchPage({ search, list: directoryOf(kind), after, pageSize, batch: pageSize, convert: toCard });
}

/** One card; null when there is none. */
export async function fetchMember(uid: string): Promise<MemberCard | null> {
  const { db, doc, getDoc } = await loadFirestore();
  const snapshot = await getDoc(doc(db, COLLECTIONS.members, uid));
  return snapshot.exists() ? toCard(snapshot) : null;
}

/** The card a member's page address names (its slug, or an older address's uid); null when there is none. */
export async function fetchMemberAt(slugOrUid: string): Promise<MemberCard | null> {
  const snapshot = await findCard(slugOrUid);
  return snapshot ? toCard(snapshot) : null;
}

/** Counted (LIMITS.rate.cardEdit). */
export async function updateMyCard(uid: string, text: CardText): Promise<void> {
  await countedWrite(uid, 'cardEdit', async (transaction, { db, doc }) => {
    transaction.update(doc(db, COLLECTIONS.members, uid), { ...text });
    return { counted: rateTargets.cardEdit(uid), result: undefined };
  });
}
