import type { Auth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { uidSchema } from './review-input.js';

/** At most one page of the admin's application queue (ADMIN_PAGE_SIZE in the web app). */
export const MAX_ACCOUNTS = 25;

const inputSchema = z.strictObject({
  uids: z.array(uidSchema).min(1, 'uids: name at least one account').max(MAX_ACCOUNTS, `uids: at most ${MAX_ACCOUNTS}`),
});

/** What the admin sees of an account beside its profile: the address Auth holds and whether it is verified. */
export interface MemberAccount {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

/** Auth's side of the accounts on an admin's screen (no client reads another's). Uids without one are left out. */
export async function memberAccountsHandler(
  auth: Auth,
  request: CallableRequest<unknown>,
): Promise<{ accounts: MemberAccount[] }> {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to read member accounts.');
  if (request.auth.token.admin !== true) {
    throw new HttpsError('permission-denied', 'Only admins can read member accounts.');
  }
  const parsed = inputSchema.safeParse(request.data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`);
    throw new HttpsError('invalid-argument', `Invalid request: ${problems.join('; ')}`);
  }
  const { users } = await auth.getUsers(parsed.data.uids.map((uid) => ({ uid })));
  return {
    accounts: users.map((user) => ({ uid: user.uid, email: user.email ?? null, emailVerified: user.emailVerified })),
  };
}
