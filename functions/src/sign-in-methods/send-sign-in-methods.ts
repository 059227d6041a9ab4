import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { LIMITS } from '../../../shared/model/index.js';
import { MAIL, queueMail } from '../notifications/mail.js';
import { renderMessage } from '../notifications/messages.js';
import { signInMethodsMailId } from './mail-id.js';

/**
 * The sign-in page's "which ways can I sign in?" (spec section 3, `authmethods`). Answering it on
 * the page would tell anyone who is a member (and with the project's e-mail enumeration protection
 * on, as docs/deploy.md asks, Firebase answers it with nothing). So the answer goes by e-mail to the
 * address's owner, and the caller learns nothing: the same empty answer whether or not an account
 * exists, after the same time.
 */

/**
 * Every call answers no sooner than this after it began, found or not: without it, the time a
 * mail's write takes would tell a member's address from a stranger's.
 */
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

/**
 * Queues, for an address with an account, one mail to it naming the ways it signs in (at most one
 * an hour); for any other address nothing. Always answers null.
 */
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
    await queueMail(db, id, {
      to: [account.email],
      message: renderMessage('signInMethods', { email: account.email, methods: [...new Set(methods)].join(', ') }),
      event: 'signInMethods',
    });
    return null;
  } finally {
    await clock.wait(Math.max(0, started + clock.minAnswerMs - clock.now()));
  }
}
