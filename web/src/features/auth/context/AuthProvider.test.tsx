import { act, render, screen, waitFor } from '@testing-library/react';
import {
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithCredential,
  signInWithEmailAndPassword,
  signOut,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import { auth } from '@/lib/firebase/auth';
import {
  createAccount,
  deleteDoc,
  followOobLink,
  listDocs,
  loadProjectRules,
  loadRules,
  markEmailVerified,
  oobCodes,
  readDoc,
  waitForDoc,
  writeDoc,
} from '@/test/emulators';
import { startSignedOut } from '@/test/render-app';
import { ensureProfile } from '@/features/auth/api/profile';
import { useAuth, type AuthContextValue } from './auth-context';
import { AuthProvider } from './AuthProvider';
import type { StoredSession } from '@/lib/firebase/stored-session';

/** Every state the provider goes through, in order, and the latest actions. */
const seen: { user: string | null; status: string | null; type: string | null; loading: boolean }[] = [];
let actions: AuthContextValue;

function Probe() {
  const value = useAuth();
  const snapshot = { user: value.user?.email ?? null, status: value.status, type: value.type, loading: value.loading };
  // Record every committed state, in order.
  useEffect(() => {
    actions = value;
    const last = seen.at(-1);
    if (!last || JSON.stringify(last) !== JSON.stringify(snapshot)) seen.push(snapshot);
  });
  return <output data-testid="state">{JSON.stringify(snapshot)}</output>;
}

function renderProvider(storedSession?: StoredSession) {
  render(
    <LanguageProvider>
      <AuthProvider storedSession={storedSession}>
        <Probe />
        <ToastContainer />
      </AuthProvider>
    </LanguageProvider>,
  );
}

const settled = () => waitFor(() => expect(seen.at(-1)?.loading).toBe(false));
const current = () => seen.at(-1);

beforeEach(async () => {
  await startSignedOut();
  seen.length = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('AuthProvider state (spec section 4)', () => {
  it('starts loading, then with no user has user, status and type null', async () => {
    renderProvider();
    expect(seen[0]).toEqual({ user: null, status: null, type: null, loading: true });
    await settled();
    expect(current()).toEqual({ user: null, status: null, type: null, loading: false });
  });

  it('signs up: the profile exists with status "" and type null', async () => {
    renderProvider();
    await settled();
    await act(() => actions.emailpassword('thandi@example.com', 'a good password', 'signup'));
    await waitFor(() =>
      expect(current()).toEqual({ user: 'thandi@example.com', status: '', type: null, loading: false }),
    );
    const uid = auth.currentUser?.uid ?? '';
    expect(await waitForDoc(`users/${uid}`)).toMatchObject({ email: 'thandi@example.com', status: '', type: null });
  });

  it('reads status and type of an existing profile, loading during the change', async () => {
    const uid = await createAccount('kofi@example.com', 'a good password');
    await waitForDoc(`users/${uid}`);
    await writeDoc(`users/${uid}`, { status: 'active', type: 'peer' });
    renderProvider();
    await settled();
    seen.length = 0;

    await act(() => signInWithEmailAndPassword(auth, 'kofi@example.com', 'a good password').then(() => undefined));

    await waitFor(() =>
      expect(current()).toEqual({ user: 'kofi@example.com', status: 'active', type: 'peer', loading: false }),
    );
    expect(seen.some((state) => state.loading)).toBe(true);
  });

  it('with no profile record: status "", type null, and the error is logged', async () => {
    const uid = await createAccount('missing@example.com', 'a good password');
    await waitForDoc(`users/${uid}`);
    await deleteDoc(`users/${uid}`);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProvider();
    await settled();

    await act(() => signInWithEmailAndPassword(auth, 'missing@example.com', 'a good password').then(() => undefined));

    await waitFor(() =>
      expect(current()).toEqual({ user: 'missing@example.com', status: '', type: null, loading: false }),
    );
    expect(logged).toHaveBeenCalledWith(`No profile record for user ${uid}`);
  });

  it('heals a missing profile on a later sign-in: exactly the initial fields, as at sign-up', async () => {
    // The trigger's call was lost (or the profile went): this is not the account's first sign-in.
    const uid = await createAccount('healed@example.com', 'a good password');
    await waitForDoc(`users/${uid}`);
    await deleteDoc(`users/${uid}`);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProvider();
    await settled();

    await act(() => actions.emailpassword('healed@example.com', 'a good password', 'signin'));

    await waitFor(() =>
      expect(current()).toEqual({ user: 'healed@example.com', status: '', type: null, loading: false }),
    );
    // indexUserForSearch adds the account's searchWords once the profile exists: not the heal's fields.
    const { searchWords: _searchWords, ...profile } = (await readDoc(`users/${uid}`)) ?? {};
    expect(profile).toEqual({ email: 'healed@example.com', status: '', type: null, created: expect.any(String) });
  });

  it('heals a missing profile when a stored session is restored, and leaves an existing one alone', async () => {
    const uid = await createAccount('restored@example.com', 'a good password');
    await waitForDoc(`users/${uid}`);
    await signInWithEmailAndPassword(auth, 'restored@example.com', 'a good password');
    await deleteDoc(`users/${uid}`);
    vi.spyOn(console, 'error').mockImplementation(() => {});

    renderProvider('stored');
    await waitFor(() => expect(current()).toMatchObject({ user: 'restored@example.com', loading: false }));
    expect(await waitForDoc(`users/${uid}`)).toMatchObject({ email: 'restored@example.com', status: '', type: null });

    // A profile that exists is read, never rewritten.
    await writeDoc(`users/${uid}`, { status: 'pending' });
    await act(() => actions.refresh());
    expect(current()).toMatchObject({ status: 'pending' });
    expect(await readDoc(`users/${uid}`)).toMatchObject({ status: 'pending' });
  });

  it('when reading the profile fails: user, status and type are cleared', async () => {
    await createAccount('denied@example.com', 'a good password');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadRules("rules_version = '2'; service cloud.firestore { match /{d=**} { allow read, write: if false; } }");
    try {
      renderProvider();
      await settled();
      const signedOutStates = seen.length;
      await act(() => signInWithEmailAndPassword(auth, 'denied@example.com', 'a good password').then(() => undefined));
      await waitFor(() => expect(auth.currentUser).not.toBeNull());
      await settled();
      // It took the sign-in up (loading while it read the profile), the read failed, and then it
      // cleared what it shows, though the SDK still holds the user.
      expect(seen.slice(signedOutStates)).toContainEqual(expect.objectContaining({ loading: true }));
      expect(logged).toHaveBeenCalledWith(
        'Reading the profile failed',
        expect.objectContaining({ code: 'permission-denied' }),
      );
      expect(current()).toEqual({ user: null, status: null, type: null, loading: false });
      expect(auth.currentUser?.email).toBe('denied@example.com');
    } finally {
      await loadProjectRules();
    }
  });

  it('refresh re-reads the profile and toggles loading', async () => {
    renderProvider();
    await settled();
    await act(() => actions.emailpassword('ama@example.com', 'a good password', 'signup'));
    await waitFor(() => expect(current()?.status).toBe(''));
    await writeDoc(`users/${auth.currentUser?.uid ?? ''}`, { status: 'active', type: 'voice' });

    let refreshing: Promise<void> = Promise.resolve();
    act(() => {
      refreshing = actions.refresh();
    });
    expect(current()).toMatchObject({ status: '', loading: true });
    await act(() => refreshing);

    expect(current()).toEqual({ user: 'ama@example.com', status: 'active', type: 'voice', loading: false });
  });

  it('logout clears the state and shows the toast "Successfully logged out"', async () => {
    await createAccount('out@example.com', 'a good password');
    renderProvider();
    await settled();
    await act(() => actions.emailpassword('out@example.com', 'a good password', 'signin'));
    await waitFor(() => expect(current()?.user).toBe('out@example.com'));

    await act(() => actions.logout());

    expect(await screen.findByText('Successfully logged out')).toBeInTheDocument();
    await waitFor(() => expect(current()).toEqual({ user: null, status: null, type: null, loading: false }));
  });
});

describe('AuthProvider actions and their errors (spec section 8)', () => {
  it('e-mail sign-in errors are logged and passed on to the caller', async () => {
    await createAccount('wrong@example.com', 'the right password');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProvider();
    await settled();

    await expect(actions.emailpassword('wrong@example.com', 'not the password', 'signin')).rejects.toMatchObject({
      code: 'auth/wrong-password',
    });
    await expect(actions.emailpassword('wrong@example.com', 'another password', 'signup')).rejects.toMatchObject({
      code: 'auth/email-already-in-use',
    });
    expect(logged).toHaveBeenCalledTimes(2);
    expect(current()?.user).toBeNull();
  });

  it('password reset succeeds for an account and passes on errors', async () => {
    await createAccount('reset@example.com', 'a good password');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProvider();
    await settled();

    await expect(actions.forgot('reset@example.com')).resolves.toBeUndefined();
    await expect(actions.forgot('nobody@example.com')).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('sends the sign-in methods of an e-mail to that address alone, and passes on errors', async () => {
    await createAccount('methods@example.com', 'a good password');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProvider();
    await settled();

    // The same answer, nothing, for an account and for none: only the mail differs.
    await expect(actions.authmethods('methods@example.com')).resolves.toBeUndefined();
    await expect(actions.authmethods('nobody@example.com')).resolves.toBeUndefined();
    expect((await listDocs('mail')).map((mail) => mail.to)).toEqual([['methods@example.com']]);
    await expect(actions.authmethods('not-an-email')).rejects.toMatchObject({ code: 'functions/invalid-argument' });
    expect(logged).toHaveBeenCalledWith('Sign-in methods look-up failed', expect.anything());
  });

  it('Google sign-in errors are only logged, never thrown', async () => {
    // jsdom cannot open the popup window: signInWithPopup fails here for real.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProvider();
    await settled();

    await expect(actions.google()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Google sign-in failed', expect.anything());
  });

  it('a first Google sign-in gets a profile, and a second write changes nothing', async () => {
    // The Auth emulator accepts an unsigned Google ID token: the same account a popup would return.
    const token = JSON.stringify({ sub: 'google-123', email: 'wanjiru@example.com', email_verified: true });
    const { user } = await signInWithCredential(auth, GoogleAuthProvider.credential(token));
    const path = `users/${user.uid}`;

    await ensureProfile(user);
    const first = await waitForDoc(path);
    expect(first).toMatchObject({ email: 'wanjiru@example.com', status: '', type: null });

    await writeDoc(path, { status: 'pending' });
    expect(await ensureProfile(user)).toBe(false);
    expect(await readDoc(path)).toMatchObject({ status: 'pending' });
  });
});

describe('AuthProvider: the e-mail verification (issue 23)', () => {
  const claims = async () => (await auth.currentUser?.getIdTokenResult())?.claims ?? {};
  const signedIn = () => {
    if (!auth.currentUser) throw new Error('nobody is signed in');
    return auth.currentUser;
  };

  it('a sign-up sends the verification mail, whose link leads back to the onboarding page', async () => {
    renderProvider();
    await settled();
    // An address of its own: the emulator keeps the codes of earlier tests' accounts.
    await act(() => actions.emailpassword('zodwa@example.com', 'a good password', 'signup'));
    await waitFor(() => expect(current()).toMatchObject({ user: 'zodwa@example.com', loading: false }));

    expect(actions.emailVerified).toBe(false);
    const codes = await oobCodes('zodwa@example.com');
    expect(codes.map((code) => code.requestType)).toEqual(['VERIFY_EMAIL']);
    expect(new URL(codes[0]?.oobLink ?? '').searchParams.get('continueUrl')).toBe(
      `${location.origin}/voa/_auth_?verified=1`,
    );
  });

  it('checkEmail sees a link followed elsewhere: verified, with a token that says so, and no loading', async () => {
    await createAccount('sipho@example.com', 'a good password');
    renderProvider();
    await settled();
    await act(() => actions.emailpassword('sipho@example.com', 'a good password', 'signin'));
    await waitFor(() => expect(current()).toMatchObject({ user: 'sipho@example.com', loading: false }));
    expect(await act(() => actions.checkEmail())).toBe(false);
    expect((await claims()).email_verified).toBe(false);

    await markEmailVerified(auth.currentUser?.uid ?? '');
    const states = seen.length;
    expect(await act(() => actions.checkEmail())).toBe(true);

    expect(actions.emailVerified).toBe(true);
    expect((await claims()).email_verified).toBe(true);
    expect(seen.slice(states).some((state) => state.loading)).toBe(false);
    expect(current()?.user).toBe('sipho@example.com');
  });

  it('a restored session whose address was verified meanwhile gets a fresh token that says so', async () => {
    const uid = await createAccount('restored@example.com', 'a good password');
    await waitForDoc(`users/${uid}`);
    await signInWithEmailAndPassword(auth, 'restored@example.com', 'a good password');
    await markEmailVerified(uid);
    // What a reload of the page does: the SDK reloads the stored user, the token stays as it was.
    await auth.currentUser?.reload();
    expect((await claims()).email_verified).toBe(false);

    renderProvider('stored');
    await waitFor(() => expect(current()).toMatchObject({ user: 'restored@example.com', loading: false }));
    expect(actions.emailVerified).toBe(true);
    expect((await claims()).email_verified).toBe(true);
  });

  it('a Google account arrives verified, and gets no verification mail', async () => {
    const token = JSON.stringify({ sub: 'google-456', email: 'adjoa@example.com', email_verified: true });
    renderProvider();
    await settled();
    await act(() => signInWithCredential(auth, GoogleAuthProvider.credential(token)).then(() => undefined));
    await waitFor(() => expect(current()).toMatchObject({ user: 'adjoa@example.com', loading: false }));
    expect(actions.emailVerified).toBe(true);
    expect(await oobCodes('adjoa@example.com')).toEqual([]);
  });

  it('the profile’s e-mail follows a new address once its link is followed (verifyBeforeUpdateEmail)', async () => {
    const uid = await createAccount('old@example.com', 'a good password');
    await waitForDoc(`users/${uid}`);
    await markEmailVerified(uid);
    renderProvider();
    await settled();
    await act(() => actions.emailpassword('old@example.com', 'a good password', 'signin'));
    await waitFor(() => expect(current()).toMatchObject({ user: 'old@example.com', loading: false }));

    await verifyBeforeUpdateEmail(signedIn(), 'new@example.com');
    // Nothing changes until the link is followed.
    expect(await act(() => actions.checkEmail())).toBe(true);
    expect(await readDoc(`users/${uid}`)).toMatchObject({ email: 'old@example.com' });

    await followOobLink('old@example.com', 'VERIFY_AND_CHANGE_EMAIL');
    expect(await act(() => actions.checkEmail())).toBe(true);
    expect(auth.currentUser?.email).toBe('new@example.com');
    expect((await claims()).email).toBe('new@example.com');
    expect(await readDoc(`users/${uid}`)).toMatchObject({ email: 'new@example.com' });
  });

  it('on the next sign-in, a profile still holding the old address takes the account’s verified one', async () => {
    const uid = await createAccount('before@example.com', 'a good password');
    await waitForDoc(`users/${uid}`);
    await signInWithEmailAndPassword(auth, 'before@example.com', 'a good password');
    await verifyBeforeUpdateEmail(signedIn(), 'after@example.com');
    await followOobLink('before@example.com', 'VERIFY_AND_CHANGE_EMAIL');
    await signOut(auth);
    renderProvider();
    await settled();

    await act(() => actions.emailpassword('after@example.com', 'a good password', 'signin'));

    await waitFor(() => expect(current()).toMatchObject({ user: 'after@example.com', loading: false }));
    await waitFor(async () => expect(await readDoc(`users/${uid}`)).toMatchObject({ email: 'after@example.com' }));
  });
});

describe('AuthProvider for a browser with no stored session (prerendered pages)', () => {
  it('is signed out from the first render, and never loads the SDK by itself', async () => {
    await createAccount('idle@example.com', 'a good password');
    // The SDK (shared by the tests) holds a session, yet a provider told there is none stored ignores it.
    await signInWithEmailAndPassword(auth, 'idle@example.com', 'a good password');
    renderProvider('none');
    // Ordering marker: a listener added now hears the session after any the provider would have added.
    await vi.dynamicImportSettled();
    await act(
      () =>
        new Promise<void>((resolve) => {
          const stop = onAuthStateChanged(auth, () => {
            stop();
            resolve();
          });
        }),
    );
    expect(seen).toEqual([{ user: null, status: null, type: null, loading: false }]);
  });

  it('follows a sign-in: the action starts the subscription', async () => {
    await createAccount('early@example.com', 'a good password');
    renderProvider('none');
    await act(() => actions.emailpassword('early@example.com', 'a good password', 'signin'));
    await waitFor(() => expect(current()).toMatchObject({ user: 'early@example.com', loading: false }));
    expect(seen.map((state) => state.loading)).toEqual([false, true, false]);
  });

  it('prepareSignIn (the sign-in page, before any click) loads the SDK and follows the auth state', async () => {
    await createAccount('ready@example.com', 'a good password');
    await signInWithEmailAndPassword(auth, 'ready@example.com', 'a good password');
    renderProvider('none');
    act(() => actions.prepareSignIn());
    // The session the SDK holds is heard: the subscription started without a sign-in action.
    await waitFor(() => expect(current()).toMatchObject({ user: 'ready@example.com', loading: false }));
  });

  it('follows a session another tab stores (the storage event)', async () => {
    await createAccount('tab@example.com', 'a good password');
    await signInWithEmailAndPassword(auth, 'tab@example.com', 'a good password');
    renderProvider('none');
    // What the browser fires in every other tab when one stores the SDK's user.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'firebase:authUser:key:[DEFAULT]', newValue: '{}' }));
    });
    await waitFor(() => expect(current()).toMatchObject({ user: 'tab@example.com', loading: false }));
  });
});
