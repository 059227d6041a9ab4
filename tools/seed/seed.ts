import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { communityArtworks } from './community-images.ts';
import { communityDocuments } from './content.ts';
import { directoryMembers } from './directory.ts';
import { DEMO_PASSWORD, demoMembers, type DemoMember } from './members.ts';
import { storyClock, type StoryClock } from './story.ts';
import { SeededUploads, emulatorMediaStore, type SeedDocument } from './uploads.ts';
import {
  COLLECTIONS,
  freeMemberSlug,
  memberSlugBase,
  GRANTED_OUTSIDE_THE_APP,
  accountSearchWords,
  memberSearchWords,
  type AdminRecord,
  type MemberCard,
  type UserProfile,
} from '#shared/model/index.ts';

const allMembers = [...demoMembers, ...directoryMembers];

/** The variables of a demo- project's emulators, checked: never seed a real project. */
function emulatorEnv(env: Record<string, string>): { projectId: string; authHost: string } {
  const projectId = env.GCLOUD_PROJECT;
  if (!projectId?.startsWith('demo-') || !env.FIRESTORE_EMULATOR_HOST || !env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Seeding runs only against the emulators of a demo- project');
  }
  return { projectId, authHost: env.FIREBASE_AUTH_EMULATOR_HOST };
}

function emulatorApp(env: Record<string, string>): App {
  const { projectId } = emulatorEnv(env);
  // The Admin SDK finds the emulators through these variables.
  Object.assign(process.env, env);
  return getApps().find((app) => app.name === 'seed') ?? initializeApp({ projectId }, 'seed');
}

/**
 * Every demo account in one request: the Auth emulator's batchCreate (accounts:batchCreate, with
 * the emulator's `rawPassword`). Like importUsers in production, it fires no sign-up trigger.
 * Existing accounts are overwritten with the same values, so seeding twice changes nothing.
 */
export async function seedAccounts(env: Record<string, string>): Promise<void> {
  const { projectId, authHost } = emulatorEnv(env);
  const users = allMembers.map((member) => ({
    localId: member.uid,
    email: member.email,
    // Verified, as every member's address must be to apply, be approved and get mail.
    emailVerified: true,
    rawPassword: DEMO_PASSWORD,
    ...(member.application ? { displayName: member.application.displayName } : {}),
    ...(member.admin ? { customAttributes: JSON.stringify({ admin: true }) } : {}),
  }));
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ users }),
    },
  );
  const answer = (await response.json()) as { error?: unknown[] };
  if (!response.ok || (answer.error?.length ?? 0) > 0) {
    throw new Error(`The Auth emulator refused the demo accounts: ${response.status} ${JSON.stringify(answer)}`);
  }
}

/**
 * A member's profile (with the application), admin record and card, each dated on the story's
 * calendar: an active member signed up and applied some days before they were approved ("Joined").
 */
function memberWrites(
  member: DemoMember,
  portraitUrl: string | undefined,
  clock: StoryClock,
  slugOf: (displayName: string) => string,
): SeedDocument[] {
  const active = member.status === 'active';
  const signedUp = active ? clock.before(member.since, DAYS_IN_REVIEW) : clock.at(member.since);
  const writes: SeedDocument[] = [
    [
      `${COLLECTIONS.users}/${member.uid}`,
      {
        email: member.email,
        status: member.status,
        type: member.type,
        created: signedUp,
        ...(member.application ? { ...member.application, guidelinesAccepted: true, applied: signedUp } : {}),
        // As the indexing trigger would write them (the seed runs with the triggers off).
        searchWords: accountSearchWords({ displayName: member.application?.displayName ?? '', email: member.email }),
      } satisfies UserProfile<Timestamp>,
    ],
  ];
  if (member.admin) {
    // Admin rights are both halves the rules ask for (isAdmin): the claim (seedAccounts) and admins/{uid}.
    const record: AdminRecord<Timestamp> = { granted: clock.at(member.since), grantedBy: GRANTED_OUTSIDE_THE_APP.seed };
    writes.push([`${COLLECTIONS.admins}/${member.uid}`, record]);
  }
  if (active && member.type && member.application) {
    const { displayName, country, bio } = member.application;
    writes.push([
      `${COLLECTIONS.members}/${member.uid}`,
      {
        displayName,
        type: member.type,
        country,
        bio,
        joined: clock.at(member.since),
        ...(portraitUrl ? { portraitUrl } : {}),
        slug: slugOf(displayName),
        searchWords: memberSearchWords({ displayName }),
      } satisfies MemberCard<Timestamp>,
    ]);
  }
  return writes;
}

/** How long an application waited for its review, in the story. */
const DAYS_IN_REVIEW = 3;

/** When the seeded images were uploaded: before any seeded document that uses one, the first member's card. */
const SEEDED_UPLOADS_AT = '2020-01-01';

/**
 * Every demo document by path: the members' profiles and cards, the community's content, and the
 * media/{id} records of the images they hold, which `uploads` makes (or finds from an earlier seed).
 * Dated on the story's calendar moved to `now` (tools/seed/story.ts).
 */
export async function demoDocuments(uploads: SeededUploads, now = new Date()): Promise<SeedDocument[]> {
  const clock = storyClock(now);
  const portraitOwners = allMembers.filter((member) => member.portrait);
  const [portraits, content] = await Promise.all([
    Promise.all(portraitOwners.map((member, n) => uploads.upload(member.uid, 'portrait', communityArtworks.member(n)))),
    communityDocuments(uploads, clock),
  ]);
  const portraitOf = new Map(portraitOwners.map((member, n) => [member.uid, portraits[n]]));
  // Each card's slug as reviewMember would give it, in the members' order.
  const slugs = new Set<string>();
  const slugOf = (displayName: string) => {
    const slug = freeMemberSlug(memberSlugBase(displayName), slugs);
    slugs.add(slug);
    return slug;
  };
  const documents = [
    ...allMembers.flatMap((member) => memberWrites(member, portraitOf.get(member.uid), clock, slugOf)),
    ...content,
  ];
  return [...documents, ...(await uploads.records(documents, clock.at(SEEDED_UPLOADS_AT)))];
}

/** Firestore's limit of writes in one batch. */
const BATCH_WRITES = 500;

/**
 * Every demo document (demoDocuments), its images' files in the Functions emulator's media store.
 * Written with set() by fixed ids, so seeding twice changes nothing. Run it where no trigger fires
 * (npm start seeds before it registers them; the tests turn the background triggers off around it):
 * it writes what the triggers would (search words, the tags in use, the uploads' usedBy).
 */
export async function seedDocuments(env: Record<string, string>): Promise<void> {
  const db = getFirestore(emulatorApp(env));
  const uploads = new SeededUploads(await emulatorMediaStore(env));
  const documents = await demoDocuments(uploads);
  await uploads.noteAddresses();
  for (let start = 0; start < documents.length; start += BATCH_WRITES) {
    const batch = db.batch();
    for (const [path, data] of documents.slice(start, start + BATCH_WRITES)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

/** What the banner says of the demo accounts. */
export function demoAccountLines(): string[] {
  const active = directoryMembers.filter((member) => member.status === 'active').length;
  return [
    `password for every account: ${DEMO_PASSWORD}`,
    ...demoMembers.map((member) => `${member.email.padEnd(22)} ${member.role}`),
    `…and ${active} more members in the directories, ${directoryMembers.length - active} more applicants`,
  ];
}

/** Seeds the emulators with demo data (accounts, then documents); returns the banner's lines. */
export async function seedDemoData(env: Record<string, string>): Promise<string[]> {
  emulatorEnv(env);
  await Promise.all([seedAccounts(env), seedDocuments(env)]);
  return demoAccountLines();
}
