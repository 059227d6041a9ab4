import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { LIMITS } from '#shared/model/index.js';
import { MAIL, deliver } from '../notifications/mail.js';
import { renderMessage } from '../notifications/messages.js';
import { signInMethodsMailId } from './mail-id.js';

// "Which ways can I sign in?", answered by e-mail to the address's owner, the caller learning nothing.
// Why: docs/decisions/0016-sign-in-methods-by-mail.md

/** Every call answers no sooner than this, found or not, so its time tells nothing. */
export const MIN_ANSWER_MS = 1000;

/** The methods the site offers, in the words of the mail (the functions' own texts, as the catalog). */
const METHOD_WORDS: Readonly<Record<string, string>> = { password: 'e-mail and password', 'google.com': 'Google' };

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function emailOf(data: unknown): string {
  const email = (data as { email?: unknown } | null)?.email;
  const trimmed = typeof email === 'string' ? email.trim() : '';
  if (trimmed.length > LIMITS.contact.email.max || !EMAIL.test(trimmed)) {
    throw new HttpsError('invalid-argument', 'Enter an e-mail address like name@example.com.');
  }
  return trimmed;
}

async function accountOf(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

export interface Clock {
  now: () => number;
  wait: (ms: number) => Promise<void>;
  minAnswerMs: number;
}

const realClock: Clock = {
  now: () => Date.now(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  minAnswerMs: MIN_ANSWER_MS,
};

/** Queues one mail an hour to an address with an account, naming its sign-in methods. Always answers null. */
export async function sendSignInMethodsHandler(
  db: Firestore,
  auth: Auth,
  request: CallableRequest<unknown>,
  clock: Clock = realClock,
): Promise<null> {
  const email = emailOf(request.data);
  const started = clock.now();
  try {
    const id = signInMethodsMailId(email, started);
    // Already sent this hour: nothing to look up (a flood of calls costs one read each).
    if ((await db.collection(MAIL).doc(id).get()).exists) return null;
    const account = await accountOf(auth, email);
    const methods = (account?.providerData ?? []).flatMap(({ providerId }) => METHOD_WORDS[providerId] ?? []);
    if (!account?.email || methods.length === 0) return null;
    await deliver(db, id, {
      mail: {
        to: [account.email],
        message: renderMessage('signInMethods', { email: account.email, methods: [...new Set(methods)].join(', ') }),
        event: 'signInMethods',
      },
    });
    return null;
  } finally {
    await clock.wait(Math.max(0, started + clock.minAnswerMs - clock.now()));
  }
}
