import { asAdmin, expectOk, type Emulators } from './emulators.js';

/** An account made through the Auth emulator, with the tokens of its sign-in. */
/** An out-of-band code the Auth emulator recorded: e-mail verification, password reset, address change. */
export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  /** The link of the mail: the emulator applies the code and redirects to the continue URL, if any. */
  oobLink: string;
  /** For VERIFY_AND_CHANGE_EMAIL: the address the account moves to. */
  newEmail?: string;
}

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  idToken: string;
  refreshToken: string;
}

/** A fresh e-mail address that no other test uses. */
export const uniqueEmail = (label = 'member') => `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** The claims inside an ID token (the emulator's tokens are unsigned JWTs: reading them is enough). */
export function tokenClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as Record<string, unknown>;
}

/**
 * The Auth emulator's REST API: the endpoints the Firebase SDK calls (any API key is accepted),
 * and its admin endpoints (`Bearer owner`) for what the Admin SDK would do.
 */
export function authAdmin({ projectId, auth }: Emulators) {
  const base = `http://${auth}`;
  const toolkit = `${base}/identitytoolkit.googleapis.com/v1`;

  async function post<T>(url: string, body: object, admin = false): Promise<T> {
    const response = await fetch(url, {
      method: 'POST',
      headers: admin ? asAdmin : { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as T & { error?: { message: string } };
    if (!response.ok)
      throw new Error(`Auth emulator ${new URL(url).pathname}: ${json.error?.message ?? response.status}`);
    return json;
  }

  const session = async (endpoint: string, email: string, password: string): Promise<TestAccount> => {
    const result = await post<{ localId: string; idToken: string; refreshToken: string }>(
      `${toolkit}/${endpoint}?key=any`,
      {
        email,
        password,
        returnSecureToken: true,
      },
    );
    return { uid: result.localId, email, password, idToken: result.idToken, refreshToken: result.refreshToken };
  };

  /** Marks the address verified, as following the verification link does. */
  const markEmailVerified = async (uid: string): Promise<void> => {
    await post(`${toolkit}/projects/${projectId}/accounts:update`, { localId: uid, emailVerified: true }, true);
  };

  /** The out-of-band codes recorded for an e-mail (the account's address at the time they were sent). */
  const oobCodes = async (email: string): Promise<OobCode[]> => {
    const response = await expectOk(
      fetch(`${base}/emulator/v1/projects/${projectId}/oobCodes`),
      "reading the Auth emulator's oob codes",
    );
    const { oobCodes: codes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
    return codes.filter((code) => code.email === email);
  };

  /**
   * The latest code of this kind sent to `email`. The app may send it a moment after the step
   * that asks for it (the sign-up form mails after its first redirect), so it is waited for.
   */
  const latestOobCode = async (email: string, requestType: string, waitMs = 15_000): Promise<OobCode> => {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const code = (await oobCodes(email)).filter((each) => each.requestType === requestType).at(-1);
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no ${requestType} code for ${email} in the Auth emulator`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  return {
    /** Deletes every account of the project. */
    async clear(): Promise<void> {
      await expectOk(
        fetch(`${base}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE', headers: asAdmin }),
        'clearing Auth',
      );
    },
    /** Signs up with e-mail and password, as the sign-up form does through the SDK. */
    signUp: (email = uniqueEmail(), password = 'correct-horse-battery') => session('accounts:signUp', email, password),
    /**
     * Signs up an account whose address is verified (as after its verification link), then signs in
     * again: the ID token then says email_verified, as the rules and reviewMember require to apply.
     */
    async signUpVerified(email = uniqueEmail(), password = 'correct-horse-battery'): Promise<TestAccount> {
      const { uid } = await session('accounts:signUp', email, password);
      await markEmailVerified(uid);
      return session('accounts:signInWithPassword', email, password);
    },
    markEmailVerified,
    /**
     * Creates an account with a chosen uid (e.g. for a profile a test seeds under that id), as the
     * Admin SDK's createUser does; no sign-in.
     */
    async createWithUid(
      uid: string,
      { email = uniqueEmail(), password = 'correct-horse-battery', emailVerified = false } = {},
    ): Promise<void> {
      await post(`${toolkit}/projects/${projectId}/accounts`, { localId: uid, email, password, emailVerified }, true);
    },
    /** Sends the account its verification mail, as the SDK's sendEmailVerification does. */
    async sendVerificationMail(idToken: string): Promise<void> {
      await post(`${toolkit}/accounts:sendOobCode?key=any`, { requestType: 'VERIFY_EMAIL', idToken });
    },
    /** Signs in again: the new ID token carries the claims set since. */
    signIn: (email: string, password: string) => session('accounts:signInWithPassword', email, password),
    /** Sets custom claims (e.g. { admin: true }), as the Admin SDK's setCustomUserClaims does. */
    async setClaims(uid: string, claims: Record<string, unknown>): Promise<void> {
      await post(
        `${toolkit}/projects/${projectId}/accounts:update`,
        { localId: uid, customAttributes: JSON.stringify(claims) },
        true,
      );
    },
    /** Every account of the project (the admin query the Admin SDK's listUsers makes). */
    async list(): Promise<{ localId: string; email?: string }[]> {
      const { userInfo = [] } = await post<{ userInfo?: { localId: string; email?: string }[] }>(
        `${toolkit}/projects/${projectId}/accounts:query`,
        { returnUserInfo: true },
        true,
      );
      return userInfo;
    },
    /** The account with this e-mail (e.g. one the sign-up form or the Google popup made). */
    async lookup(email: string): Promise<{
      localId: string;
      email: string;
      emailVerified?: boolean;
      displayName?: string;
      providerUserInfo?: { providerId: string }[];
    }> {
      const { users = [] } = await post<{ users?: { localId: string; email: string }[] }>(
        `${toolkit}/projects/${projectId}/accounts:lookup`,
        { email: [email] },
        true,
      );
      const [user] = users;
      if (!user) throw new Error(`no account for ${email} in the Auth emulator`);
      return user;
    },
    /** The out-of-band codes (password reset, e-mail verification, address change) recorded for an e-mail. */
    oobCodes,
    latestOobCode,
    /**
     * Follows the link of the latest code of this kind sent to `email`, as the member does from the
     * mail: the emulator applies the code (and would redirect to the continue URL). Returns the code.
     */
    async followOobLink(email: string, requestType = 'VERIFY_EMAIL'): Promise<OobCode> {
      const code = await latestOobCode(email, requestType);
      const response = await fetch(code.oobLink, { redirect: 'manual' });
      // 303: applied, and on its way to the continue URL.
      if (!response.ok && response.status !== 303) {
        throw new Error(`following the ${requestType} link failed: ${response.status} ${await response.text()}`);
      }
      return code;
    },
  };
}

export type AuthAdmin = ReturnType<typeof authAdmin>;
