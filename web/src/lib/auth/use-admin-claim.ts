import type { User } from 'firebase/auth';
import { useEffect, useState } from 'react';

export type AdminCheck = 'checking' | 'admin' | 'not-admin';

/**
 * Whether the signed-in user carries the custom claim admin === true (as the rules check it).
 * The rules and reviewMember enforce the same claim; this only decides what the page shows.
 */
export function useAdminClaim(user: User | null): AdminCheck {
  const [result, setResult] = useState<{ uid: string; check: AdminCheck } | null>(null);
  useEffect(() => {
    if (!user) return;
    let current = true;
    user.getIdTokenResult().then(
      (token) => current && setResult({ uid: user.uid, check: token.claims.admin === true ? 'admin' : 'not-admin' }),
      (error: unknown) => {
        console.error('Reading the admin claim failed', error);
        if (current) setResult({ uid: user.uid, check: 'not-admin' });
      },
    );
    return () => {
      current = false;
    };
  }, [user]);
  if (!user) return 'not-admin';
  return result?.uid === user.uid ? result.check : 'checking';
}
