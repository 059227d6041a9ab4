// The emulated web tests' second set-up file, after setup.ts (the unit tier's only one).
import { signOut } from 'firebase/auth';
import { beforeEach } from 'vitest';
import { auth } from '@/lib/firebase/auth';

// The web files share one Auth instance (isolate: false): a member signed in by an earlier file,
// or by a sign-in that finished after its test, would turn a signed-out page into a redirect.
// Every test starts signed out.
beforeEach(async () => {
  if (auth.currentUser) await signOut(auth);
});
