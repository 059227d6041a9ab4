import { onAuthStateChanged, type User } from 'firebase/auth';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { loadNamespaces } from '../../../i18n/i18n';
import { auth } from '../../../lib/firebase/auth';
import type { MemberStatus, MemberType } from '../../../lib/model';
import { ensureProfile, readProfile } from '../api/profile';
import { AuthContext, type AuthContextValue, type EmailPasswordMode } from './auth-context';
import { notify } from '../../../lib/toast/notify';

interface AuthState {
  user: User | null;
  status: MemberStatus | null;
  type: MemberType | null;
  loading: boolean;
}

/** The sign-in actions load on first use; every page needs only the auth state. */
const actions = () => import('../api/auth-actions');

const signedOut: AuthState = { user: null, status: null, type: null, loading: false };

/** The state transitions of spec section 4 for a signed-in user. */
async function loadProfileState(user: User): Promise<AuthState> {
  try {
    const profile = await readProfile(user.uid);
    if (!profile) {
      console.error(`No profile record for user ${user.uid}`);
      return { user, status: '', type: null, loading: false };
    }
    return { user, status: profile.status, type: profile.type ?? null, loading: false };
  } catch (error) {
    console.error('Reading the profile failed', error);
    return signedOut;
  }
}

/** Logs an error and passes it on to the caller (spec section 8). */
function logAndRethrow(action: string) {
  return (error: unknown): never => {
    console.error(`${action} failed`, error);
    throw error;
  };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<AuthState>({ ...signedOut, loading: true });
  // Auth changes can overlap (sign-in right after sign-out): only the latest read may set state.
  const latestRead = useRef(0);

  const applyUser = useCallback(async (user: User | null) => {
    const read = ++latestRead.current;
    setState((current) => ({ ...current, loading: true }));
    const next = user ? await loadProfileState(user) : signedOut;
    if (read === latestRead.current) setState(next);
  }, []);

  useEffect(() => onAuthStateChanged(auth, (user) => void applyUser(user)), [applyUser]);

  const refresh = useCallback(() => applyUser(auth.currentUser), [applyUser]);

  /** After a sign-up or a first Google sign-in: create the profile if the trigger has not yet. */
  const afterFirstSignIn = useCallback(
    async (user: User) => {
      if (await ensureProfile(user)) await refresh();
    },
    [refresh],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      google: async () => {
        try {
          const user = await (await actions()).signInWithGoogle();
          await afterFirstSignIn(user);
        } catch (error) {
          console.error('Google sign-in failed', error);
        }
      },
      emailpassword: async (email: string, password: string, mode: EmailPasswordMode) => {
        const { signInWithPassword, signUpWithPassword } = await actions();
        if (mode === 'signup') {
          const user = await signUpWithPassword(email, password).catch(logAndRethrow('Sign-up'));
          await afterFirstSignIn(user).catch(logAndRethrow('Creating the profile'));
        } else {
          await signInWithPassword(email, password).catch(logAndRethrow('Sign-in'));
        }
      },
      forgot: async (email: string) =>
        (await actions()).sendPasswordReset(email).catch(logAndRethrow('Password reset')),
      authmethods: async (email: string) =>
        (await actions()).signInMethodsFor(email).catch(logAndRethrow('Sign-in methods lookup')),
      logout: async () => {
        await (await actions()).signOutEverywhere();
        // The auth strings load on use, so they stay out of every page's first load.
        await loadNamespaces(['auth']);
        notify('success', t('auth:loggedOut'));
      },
      refresh,
    }),
    [state, afterFirstSignIn, refresh, t],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
