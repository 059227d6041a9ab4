import type { User } from 'firebase/auth';
import { createContext, useContext } from 'react';
import type { MemberStatus, MemberType } from '@/lib/model';

export type EmailPasswordMode = 'signin' | 'signup';

/** The authentication context of spec section 3, with the account's e-mail verification. */
export interface AuthContextValue {
  user: User | null;
  type: MemberType | null;
  status: MemberStatus | null;
  loading: boolean;
  /** Applying, approval and the community's mail need it. */
  emailVerified: boolean;
  /** A browser blocks a popup opened long after its click, as on a slow phone downloading the SDK first. */
  prepareSignIn: () => void;
  /** Google popup; errors are only logged (spec section 8). */
  google: () => Promise<void>;
  /** E-mail and password sign-in or sign-up; errors are logged and passed on. */
  emailpassword: (email: string, password: string, mode: EmailPasswordMode) => Promise<void>;
  /** Sends a password-reset e-mail; errors are logged and passed on. */
  forgot: (email: string) => Promise<void>;
  /** Sends them to that address, never to the page, which would tell who is a member. */
  authmethods: (email: string) => Promise<void>;
  logout: () => Promise<void>;
  /** Re-reads the profile, toggling loading during the read. */
  refresh: () => Promise<void>;
  /** With a fresh ID token so the rules see it too. */
  checkEmail: () => Promise<boolean>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** Null outside an AuthProvider (a public page rendered on its own, a test). */
export function useSessionIfAny(): AuthContextValue | null {
  return useContext(AuthContext);
}
