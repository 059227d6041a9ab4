import { render } from '@testing-library/react';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { MemoryRouter, parsePath, type Location, type NavigateFunction, type To } from 'react-router-dom';
import { AppShell } from '@/app/App';
import { AppRoutes } from '@/app/AppRoutes';
import { auth } from '@/lib/firebase/auth';
import {
  createAccount,
  makeAdmin,
  markEmailVerified,
  resetEmulators,
  waitForDoc,
  writeDoc,
  type SeedValue,
} from './emulators';
import { RouterProbe } from './RouterProbe';

/** What tests read of the router: the location on screen, and a way to go elsewhere (a number: Back, Forward). */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: To | number) => Promise<void>;
}

/** `state.location` is the location on screen (`path` until the router mounts). */
export function memoryRouter(path: string) {
  const { pathname = '/', search = '', hash = '' } = parsePath(path);
  const state = { location: { pathname, search, hash, state: null, key: 'default' } as Location };
  let go: NavigateFunction | undefined;
  const onCommit = (location: Location, navigate: NavigateFunction) => {
    state.location = location;
    go = navigate;
  };
  const router: TestRouter = {
    state,
    navigate: async (to) => {
      if (!go) throw new Error('The router is not mounted yet.');
      await (typeof to === 'number' ? go(to) : go(to));
    },
  };
  const element = (
    <MemoryRouter initialEntries={[path]}>
      <RouterProbe onCommit={onCommit} />
      <AppRoutes />
    </MemoryRouter>
  );
  return { router, element };
}

export function renderApp(path: string, { hostname = 'localhost' }: { hostname?: string } = {}) {
  const { router, element } = memoryRouter(path);
  const view = render(<AppShell hostname={hostname}>{element}</AppShell>);
  return { router, ...view };
}

/** Tests share the one Auth instance of the app: start each signed out. */
export const signOutEverywhere = () => signOut(auth);

/** Each test's start: signed out, on emulators emptied of the previous test's accounts and documents. */
export async function startSignedOut(): Promise<void> {
  await signOutEverywhere();
  await resetEmulators();
}

/** Its profile written by the sign-up trigger, then the claim and admins/{uid}, so the ID token carries the claim. */
export async function signInAsAdmin(): Promise<string> {
  const uid = await createAccount('admin@example.com', 'a good password');
  await waitForDoc(`users/${uid}`);
  await makeAdmin(uid);
  await signInWithEmailAndPassword(auth, 'admin@example.com', 'a good password');
  return uid;
}

export async function signInAsMember(
  email: string,
  fields: Record<string, SeedValue> = {},
  { verified = false } = {},
): Promise<string> {
  const uid = await createAccount(email, 'a good password');
  await waitForDoc(`users/${uid}`);
  if (Object.keys(fields).length > 0) await writeDoc(`users/${uid}`, fields);
  if (verified) await markEmailVerified(uid);
  await signInWithEmailAndPassword(auth, email, 'a good password');
  return uid;
}
