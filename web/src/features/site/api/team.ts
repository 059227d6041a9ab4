import { auditedCollection } from '@/lib/firebase/audited-write';
import { loadFirestore, textsOf, type Cursor } from '@/lib/firebase/load-firestore';
import { COLLECTIONS, LIMITS, type TeamMember as StoredTeamMember } from '@/lib/model';

/** teamMembers/{id} (shared/model/team-members.ts) as the app shows it: with its id, without its times. */
export type TeamMember = Omit<StoredTeamMember<unknown>, 'created' | 'updated'> & { id: string };

export function teamMemberFromSnapshot(snapshot: Cursor): TeamMember {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    ...textsOf(data, ['name', 'role', 'bio', 'photoUrl']),
    languages: Array.isArray(data.languages) ? data.languages.map(String) : [],
    order: Number(data.order ?? 0),
    published: data.published === true,
  };
}

/** A team is small: the page holds it all in one query (the rules' cap), in the admins' order. */
export const TEAM_CAP = LIMITS.query.teamMembers;

/** The published members, in the page's order. */
export async function fetchTeam(): Promise<TeamMember[]> {
  const { collection, db, getDocs, limit, orderBy, query, where } = await loadFirestore();
  const snapshot = await getDocs(
    query(collection(db, COLLECTIONS.teamMembers), where('published', '==', true), orderBy('order'), limit(TEAM_CAP)),
  );
  return snapshot.docs.map(teamMemberFromSnapshot);
}

/** Admin view: every member, published or not, in the page's order. */
export async function fetchWholeTeam(): Promise<TeamMember[]> {
  const { collection, db, getDocs, orderBy, query } = await loadFirestore();
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.teamMembers), orderBy('order')));
  return snapshot.docs.map(teamMemberFromSnapshot);
}

export type TeamMemberInput = Omit<TeamMember, 'id'>;

export const { save: saveTeamMember, remove: deleteTeamMember } = auditedCollection<TeamMemberInput, 'name'>(
  COLLECTIONS.teamMembers,
  { create: 'createTeamMember', edit: 'editTeamMember', delete: 'deleteTeamMember' },
  'name',
);
