import type { User } from 'firebase/auth';
import { createContext, useContext } from 'react';
import type { MemberStatus, MemberType } from '@/lib/model';

export type EmailPasswordMode = 'signin' | 'signup';

/** The authentication context of spec section 3, with the account's e-mail verification (issue 23). */
export interface AuthContextValue {
  user: User | null;
  type: MemberType | null;
  status: MemberStatus | null;
  loading: boolean;
  /**
   * Whether the account's address is verified: a Google account arrives verified, a password
   * account once its verification link is followed. Applying, approval and the community's mail need it.
   */
  emailVerified: boolean;
  /**
   * Loads what a sign-in needs (the Auth SDK and the sign-in actions) before the first click, and
   * follows the auth state from now on: a browser blocks a popup opened long after its click, as
   * on a slow phone when the click itself must first download them.
   */
  prepareSignIn: () => void;
  /** Google popup; errors are only logged (spec section 8). */
  google: () => Promise<void>;
  /** E-mail and password sign-in or sign-up; errors are logged and passed on. */
  emailpassword: (email: string, password: string, mode: EmailPasswordMode) => Promise<void>;
  /** Sends a password-reset e-mail; errors are logged and passed on. */
  forgot: (email: string) => Promise<void>;
  /**
   * Looks up the sign-in methods of an e-mail's account and sends them to that address (never to
   * the page, which would tell who is a member); errors are logged and passed on.
   */
  authmethods: (email: string) => Promise<void>;
  logout: () => Promise<void>;
  /** Re-reads the profile, toggling loading during the read. */
  refresh: () => Promise<void>;
  /**
   * Asks Auth again whether the address is verified (the link may have been followed in another tab
   * or on another device), with a fresh ID token so the rules see it too; loading stays as it is.
   * Resolves to the answer; Firebase's errors are passed on.
   */
  checkEmail: () => Promise<boolean>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/**
 * The session for the site's frame (the header's door). Unlike useAuth it does not need an
 * AuthProvider: outside one (a public page rendered on its own, in a test) it is null, nobody
 * signed in.
 */
export function useSessionIfAny(): AuthContextValue | null {
  return useContext(AuthContext);
}
