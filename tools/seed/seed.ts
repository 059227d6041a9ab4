import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { directoryMembers } from './directory.ts';
import { seedCommunityContent } from './content.ts';
import { DEMO_PASSWORD, demoMembers, type DemoMember } from './members.ts';
import {
  COLLECTIONS,
  GRANTED_OUTSIDE_THE_APP,
  type AdminRecord,
  type MemberCard,
  type UserProfile,
} from '../../shared/model/index.ts';

function emulatorApp(env: Record<string, string>): App {
  // The Admin SDK finds the emulators through these variables; never seed a real project.
  const projectId = env.GCLOUD_PROJECT;
  if (!projectId?.startsWith('demo-') || !env.FIRESTORE_EMULATOR_HOST || !env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Seeding runs only against the emulators of a demo- project');
  }
  Object.assign(process.env, env);
  return getApps().find((app) => app.name === 'seed') ?? initializeApp({ projectId }, 'seed');
}

async function seedMember(app: App, member: DemoMember): Promise<void> {
  const auth = getAuth(app);
  const db = getFirestore(app);
  const name = member.application?.displayName;
  // Verified, as every member's address must be to apply, be approved and get mail.
  await auth
    .createUser({
      uid: member.uid,
      email: member.email,
      emailVerified: true,
      password: DEMO_PASSWORD,
      ...(name ? { displayName: name } : {}),
    })
    .catch(async (error: { code?: string }) => {
      if (error.code === 'auth/uid-already-exists') await auth.updateUser(member.uid, { emailVerified: true });
      else if (error.code !== 'auth/email-already-exists') throw error;
    });
  if (member.admin) {
    // Admin rights are both halves the rules ask for (isAdmin): the claim and admins/{uid}.
    await auth.setCustomUserClaims(member.uid, { admin: true });
    const record: AdminRecord<FieldValue> = {
      granted: FieldValue.serverTimestamp(),
      grantedBy: GRANTED_OUTSIDE_THE_APP.seed,
    };
    await getFirestore(app).doc(`${COLLECTIONS.admins}/${member.uid}`).set(record);
  }

  // The launcher seeds with the background triggers off (tools/emulators/triggers.ts), so the
  // sign-up trigger does not race this write; were it on, set() would still win, as the trigger only
  // ever creates.
  const now = FieldValue.serverTimestamp();
  await db.doc(`${COLLECTIONS.users}/${member.uid}`).set({
    email: member.email,
    status: member.status,
    type: member.type,
    created: now,
    ...(member.application ? { ...member.application, guidelinesAccepted: true, applied: now } : {}),
  } satisfies UserProfile<FieldValue>);
  if (member.status === 'active' && member.type && member.application) {
    const { displayName, country, bio } = member.application;
    await db
      .doc(`${COLLECTIONS.members}/${member.uid}`)
      .set({ displayName, type: member.type, country, bio, joined: now } satisfies MemberCard<FieldValue>);
  }
}

/** Seeds the emulators with demo data; returns the banner's lines about the demo accounts. */
export async function seedDemoData(env: Record<string, string>): Promise<string[]> {
  const app = emulatorApp(env);
  for (const member of demoMembers) await seedMember(app, member);
  // A few at a time: the emulators answer quickly.
  for (let start = 0; start < directoryMembers.length; start += 6) {
    await Promise.all(directoryMembers.slice(start, start + 6).map((member) => seedMember(app, member)));
  }
  const active = directoryMembers.filter((member) => member.status === 'active').length;
  await seedCommunityContent(getFirestore(app));
  return [
    `password for every account: ${DEMO_PASSWORD}`,
    ...demoMembers.map((member) => `${member.email.padEnd(22)} ${member.role}`),
    `…and ${active} more members in the directories, ${directoryMembers.length - active} more applicants`,
  ];
}
