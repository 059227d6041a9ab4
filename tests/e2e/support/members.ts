import type { Locator, Page } from 'playwright-core';
import { grantAdmin, signIn, signUp, signUpVerified, storeSession, uniqueEmail, type TestUser } from './auth.ts';
import type { MemberKind, MemberStatus } from '#shared/model/index.ts';
import { updateDoc, waitForDoc } from './firestore.ts';

export type { MemberStatus };

export interface Application {
  displayName: string;
  memberKind: MemberKind;
  country: string;
  bio: string;
  guidelinesAccepted: true;
}

/** A complete onboarding application, as the form sends it (valid for firestore.rules). */
export const sampleApplication = (displayName: string): Application => ({
  displayName,
  memberKind: 'voice',
  country: 'Ghana',
  bio: 'Short-story writer from Kumasi, working on a collection about market women.',
  guidelinesAccepted: true,
});

/**
 * A member account whose profile (written by the createProfileOnSignUp trigger) has the given
 * status: '' as created, 'pending' with an application, 'active' with a type, as reviewMember
 * leaves it. Statuses are set through the emulator as an admin, not through the UI under test.
 * The address is verified (applying and approval need it) unless `verified` is false.
 */
export async function createMember(
  status: MemberStatus,
  {
    label = 'member',
    displayName = 'Abena Mensah',
    verified = true,
  }: { label?: string; displayName?: string; verified?: boolean } = {},
): Promise<TestUser> {
  const user = await (verified ? signUpVerified : signUp)(uniqueEmail(label));
  await waitForDoc(`users/${user.uid}`);
  // `applied` as the app writes it: the admin queue orders by it, so an application without it
  // would not be listed.
  if (status === 'pending') {
    await updateDoc(`users/${user.uid}`, { ...sampleApplication(displayName), status, applied: new Date() });
  }
  if (status === 'active') {
    await updateDoc(`users/${user.uid}`, { ...sampleApplication(displayName), status, type: 'voice' });
  }
  return user;
}

/** An active voice with the public card that reviewMember would have written (posts and comments copy it). */
export async function createVoiceWithCard(displayName: string, label = 'voice'): Promise<TestUser> {
  const voice = await createMember('active', { label, displayName });
  const { bio, country } = sampleApplication(displayName);
  await updateDoc(`members/${voice.uid}`, { displayName, type: 'voice', country, bio, joined: new Date() });
  return voice;
}

/**
 * An admin: the custom claim admin == true and admins/{uid} (as `npm run admin:grant` sets them),
 * signed in again to carry the claim.
 */
export async function createAdmin(): Promise<TestUser> {
  const user = await createMember('active', { label: 'admin', displayName: 'Efua Asante' });
  await grantAdmin(user.uid);
  return signIn(user.email, user.password);
}

/**
 * Starts the page signed in as `user`: the session goes into the SDK's storage from a static file of
 * the site's origin (so no app instance is running meanwhile), then `path` opens with it.
 */
export async function openSignedIn(page: Page, user: TestUser, path: string): Promise<void> {
  await page.goto('/robots.txt');
  await storeSession(page, user);
  await page.goto(path, { waitUntil: 'networkidle' });
}

/** Opens /voa/admin signed in as `admin`: the pending application of `displayName`, an <article> named by it. */
export async function openApplication(page: Page, admin: TestUser, displayName: string): Promise<Locator> {
  await openSignedIn(page, admin, '/voa/admin');
  return page.getByRole('article', { name: displayName });
}
