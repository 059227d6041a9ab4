import type { User } from 'firebase/auth';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { loadNamespaces } from '@/i18n/i18n';
import { onSessionStored, type StoredSession } from '@/lib/firebase/stored-session';
import type { MemberStatus, MemberType } from '@/lib/model';
import {
  TRIGGER_PROFILE_WAIT_MS,
  ensureProfile,
  readProfile,
  updateProfileEmail,
  waitForProfile,
} from '@/features/auth/api/profile';
import { AuthContext, type AuthContextValue, type EmailPasswordMode } from './auth-context';
import { notify } from '@/lib/toast/notify';
import { AUTH_PATHS } from '@/features/auth/redirects';

interface AuthState {
  user: User | null;
  status: MemberStatus | null;
  type: MemberType | null;
  loading: boolean;
  emailVerified: boolean;
}

/** The sign-in actions load on first use; every page needs only the auth state. */
const actions = () => import('@/features/auth/api/auth-actions');
/** Not in the entry: a visitor with no stored session is signed out before it arrives. */
type AuthSdk = typeof import('@/lib/firebase/auth');
/** The module once loaded: a refresh right after a sign-in then acts at once, not a tick later. */
let authSdk: AuthSdk | undefined;
const authModule = async (): Promise<AuthSdk> => (authSdk ??= await import('@/lib/firebase/auth'));

const signedOut: AuthState = { user: null, status: null, type: null, loading: false, emailVerified: false };

/** After a verification link or a change of address the token lags the user record, and the rules read the token. */
async function tokenInStep(user: User): Promise<void> {
  const { claims } = await user.getIdTokenResult();
  if (claims.email !== (user.email ?? undefined) || (claims.email_verified === true) !== user.emailVerified) {
    await user.getIdToken(true);
  }
}

/** The profile's e-mail follows the account's once the new address is verified (the rules allow no other). */
async function profileEmailInStep(user: User, profileEmail: string): Promise<void> {
  if (user.emailVerified && user.email && user.email !== profileEmail) await updateProfileEmail(user.uid, user.email);
}

/**
 * Spec section 4. A missing profile is logged and healed (ensureProfile): the sign-up trigger's call can be lost.
 * During a sign-up (`newAccount`) it is on its way, so nothing is logged (settleNewProfile waits).
 */
async function loadProfileState(user: User, newAccount: boolean): Promise<AuthState> {
  const emailVerified = user.emailVerified;
  await tokenInStep(user).catch((error: unknown) => console.error('Refreshing the ID token failed', error));
  try {
    const profile = await readProfile(user.uid);
    if (!profile) {
      if (!newAccount) await healMissingProfile(user);
      return { user, status: '', type: null, loading: false, emailVerified };
    }
    await profileEmailInStep(user, profile.email).catch((error: unknown) =>
      console.error('Updating the profile’s e-mail failed', error),
    );
    return { user, status: profile.status, type: profile.type ?? null, loading: false, emailVerified };
  } catch (error) {
    console.error('Reading the profile failed', error);
    return signedOut;
  }
}

async function healMissingProfile(user: User): Promise<void> {
  console.error(`No profile record for user ${user.uid}`);
  await ensureProfile(user).catch((error: unknown) => console.error('Creating the missing profile failed', error));
}

/** Healed as missing only when the trigger's has not come within the wait. */
async function settleNewProfile(user: User): Promise<void> {
  if (!(await waitForProfile(user.uid, TRIGGER_PROFILE_WAIT_MS))) await healMissingProfile(user);
}

/** Logs an error and passes it on to the caller (spec section 8). */
function logAndRethrow(action: string) {
  return (error: unknown): never => {
    console.error(`${action} failed`, error);
    throw error;
  };
}

interface AuthProviderProps {
  children: ReactNode;
  /**
   * 'none': signed out from the first render, SDK at the first sign-in action. 'stored' or unset: `loading...` first.
   */
  storedSession?: StoredSession | undefined;
}

export function AuthProvider({ children, storedSession }: AuthProviderProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<AuthState>({ ...signedOut, loading: storedSession !== 'none' });
  // Auth changes can overlap (sign-in right after sign-out): only the latest read may set state.
  const latestRead = useRef(0);

  // Set while a sign-up or a Google sign-in runs: a profile missing then is the trigger's, on its way.
  const signingUp = useRef(false);

  const applyUser = useCallback(async (user: User | null) => {
    const read = ++latestRead.current;
    const newAccount = signingUp.current;
    // Signed out needs no read: the page shown to a visitor stays on screen.
    if (!user) {
      setState(signedOut);
      return;
    }
    setState((current) => ({ ...current, loading: true }));
    const next = await loadProfileState(user, newAccount);
    if (read === latestRead.current) setState(next);
  }, []);

  // Subscribes once, at mount, or for a visitor signed out for certain at their first sign-in action: public pages
  // never download the Auth SDK for visitors who never sign in.
  const startNow = useRef<() => void>(() => {});
  const deferred = storedSession === 'none';
  useEffect(() => {
    let live = true;
    let started = false;
    let unsubscribe: (() => void) | undefined;
    const start = () => {
      if (started) return;
      started = true;
      void authModule().then(({ auth, onAuthStateChanged }) => {
        if (live) unsubscribe = onAuthStateChanged(auth, (user) => void applyUser(user));
      });
    };
    startNow.current = start;
    const stopWaiting = deferred ? onSessionStored(start) : (start(), () => {});
    return () => {
      live = false;
      stopWaiting();
      unsubscribe?.();
    };
  }, [applyUser, deferred]);

  /** The sign-in actions, with the auth state followed from now on (their result arrives there). */
  const signInActions = useCallback(() => {
    startNow.current();
    return actions();
  }, []);

  // A failed download is tried again by the click that needs it, which reports its error.
  const prepareSignIn = useCallback(() => void signInActions().catch(() => {}), [signInActions]);

  const refresh = useCallback(
    () =>
      authSdk ? applyUser(authSdk.auth.currentUser) : authModule().then(({ auth }) => applyUser(auth.currentUser)),
    [applyUser],
  );

  const checkEmail = useCallback(async () => {
    const { auth } = await authModule();
    const user = auth.currentUser;
    if (!user) return false;
    // A revoked session (the address changed elsewhere) fails here, and the SDK signs it out.
    await user.reload();
    await tokenInStep(user);
    if (user.emailVerified) {
      const profile = await readProfile(user.uid);
      if (profile) await profileEmailInStep(user, profile.email);
    }
    setState((current) =>
      current.user?.uid === user.uid ? { ...current, emailVerified: user.emailVerified } : current,
    );
    return user.emailVerified;
  }, []);

  /** A sign-up or a Google sign-in, with its new account's profile settled before it resolves. */
  const signUpWith = useCallback(async (signUp: () => Promise<User>, alongside?: (user: User) => Promise<void>) => {
    signingUp.current = true;
    try {
      const user = await signUp();
      await Promise.all([settleNewProfile(user).catch(logAndRethrow('Settling the new profile')), alongside?.(user)]);
    } finally {
      signingUp.current = false;
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      prepareSignIn,
      google: () =>
        signUpWith(() =>
          signInActions()
            .then(({ signInWithGoogle }) => signInWithGoogle())
            .catch(logAndRethrow('Google sign-in')),
        ).catch(() => {}), // logged where it failed; the page stays as it was
      emailpassword: async (email: string, password: string, mode: EmailPasswordMode) => {
        const { sendVerificationMail, signInWithPassword, signUpWithPassword } = await signInActions();
        if (mode === 'signup') {
          await signUpWith(
            () => signUpWithPassword(email, password).catch(logAndRethrow('Sign-up')),
            // The account exists either way: a mail that failed is sent again from the onboarding page.
            (user) =>
              sendVerificationMail(user, AUTH_PATHS.onboarding).catch((error: unknown) =>
                console.error('Sending the verification mail failed', error),
              ),
          );
        } else {
          await signInWithPassword(email, password).catch(logAndRethrow('Sign-in'));
        }
      },
      forgot: async (email: string) =>
        (await actions()).sendPasswordReset(email).catch(logAndRethrow('Password reset')),
      authmethods: async (email: string) =>
        (await actions()).sendSignInMethods(email).catch(logAndRethrow('Sign-in methods look-up')),
      logout: async () => {
        await (await actions()).signOutEverywhere();
        // The auth strings load on use, so they stay out of every page's first load.
        await loadNamespaces(['auth']);
        notify('success', t('auth:loggedOut'));
      },
      refresh,
      checkEmail,
    }),
    [state, prepareSignIn, signUpWith, refresh, checkEmail, signInActions, t],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
