import type { User } from 'firebase/auth';
import { createContext, useContext } from 'react';
import type { MemberStatus, MemberType } from '../../../lib/model';

export type EmailPasswordMode = 'signin' | 'signup';

/** Exactly the authentication context of spec section 3. */
export interface AuthContextValue {
  user: User | null;
  type: MemberType | null;
  status: MemberStatus | null;
  loading: boolean;
  /** Google popup; errors are only logged (spec section 8). */
  google: () => Promise<void>;
  /** E-mail and password sign-in or sign-up; errors are logged and passed on. */
  emailpassword: (email: string, password: string, mode: EmailPasswordMode) => Promise<void>;
  /** Sends a password-reset e-mail; errors are logged and passed on. */
  forgot: (email: string) => Promise<void>;
  /** The sign-in methods that exist for an e-mail; errors are logged and passed on. */
  authmethods: (email: string) => Promise<string[]>;
  logout: () => Promise<void>;
  /** Re-reads the profile, toggling loading during the read. */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
