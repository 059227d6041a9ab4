import type { User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { loadFirestore } from '@/lib/firebase/load-firestore';
import { COLLECTIONS } from '@/lib/model';

export type AdminCheck = 'checking' | 'admin' | 'not-admin';

/** The rules' isAdmin(): the custom claim admin === true and the admins/{uid} document. */
async function holdsAdminRights(user: User): Promise<boolean> {
  const token = await user.getIdTokenResult();
  if (token.claims.admin !== true) return false;
  const { db, doc, getDoc } = await loadFirestore();
  return (await getDoc(doc(db, COLLECTIONS.admins, user.uid))).exists();
}

/** Reads admins/{uid}: a revoked admin's token keeps the claim for up to an hour. Decides only what the page shows. */
export function useAdminRights(user: User | null, recheckKey = ''): AdminCheck {
  const [result, setResult] = useState<{ uid: string; check: AdminCheck } | null>(null);
  useEffect(() => {
    if (!user) return;
    let current = true;
    holdsAdminRights(user).then(
      (admin) => current && setResult({ uid: user.uid, check: admin ? 'admin' : 'not-admin' }),
      (error: unknown) => {
        console.error('Checking the admin rights failed', error);
        if (current) setResult({ uid: user.uid, check: 'not-admin' });
      },
    );
    return () => {
      current = false;
    };
  }, [user, recheckKey]);
  if (!user) return 'not-admin';
  return result?.uid === user.uid ? result.check : 'checking';
}
