import { callFunction } from '@/lib/firebase/callable';

/** The Auth side of an account (functions/src/members/member-accounts.ts): its address and whether it is verified. */
export interface MemberAccount {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

/** What memberAccounts takes at once: one page of the queue. */
const BATCH = 25;

/** No client reads another's Auth record. A uid with no account is missing from the map. */
export async function fetchMemberAccounts(uids: readonly string[]): Promise<Map<string, MemberAccount>> {
  const batches: string[][] = [];
  for (let start = 0; start < uids.length; start += BATCH) batches.push(uids.slice(start, start + BATCH));
  const answers = await Promise.all(
    batches.map((batch) =>
      callFunction<{ uids: string[] }, { accounts: MemberAccount[] }>('memberAccounts', { uids: batch }),
    ),
  );
  return new Map(answers.flatMap(({ accounts }) => accounts.map((account) => [account.uid, account] as const)));
}
