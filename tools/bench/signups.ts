/**
 * npm run bench:signups -- [N] [--wait <seconds>]
 *
 * Runs inside `npm run emulators:exec` (the script does that, after building the functions), on a
 * demo- project whose Auth and Firestore it empties first. Signs up N accounts at once through the
 * Auth emulator (the REST call the Firebase SDK makes) and reports how many profiles exist after how
 * long, twice (each round ends once the Functions emulator is idle, so the next starts on a quiet
 * machine and a late profile is not counted as lost):
 *
 *   A. trigger only: nothing but createProfileOnSignUp writes profiles (as when a browser closes
 *      right after sign-up, before the app's own create-if-missing);
 *   B. trigger + client: right after each sign-up, the account itself runs the create-if-missing
 *      the app runs (ensureProfile in web/src/features/auth/api/profile.ts).
 *
 * Then every account of both rounds signs in and runs that create-if-missing again, as the
 * AuthProvider now does on any sign-in, and the bench checks that each ends with exactly one
 * profile with exactly the initial fields, and that no other profile exists. It prints numbers, and
 * the "Failed to load function" lines the Functions emulator wrote to .emulators/logs/ meanwhile.
 *
 * The create-if-missing goes through the Firestore REST API with the member's own ID token, so the
 * rules judge it as the app's: it is the commit ensureProfile's transaction sends for a profile it
 * read as missing (the initial fields, `created` as the request time, precondition "exists: false").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { COLLECTIONS } from '#shared/model/index.ts';
import {
  asAdmin,
  authAdmin,
  emulatorsFromEnv,
  expectOk,
  firestoreAdmin,
  fromRestFields,
} from '#shared/testing/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { wait: { type: 'string', default: '120' } },
});
const COUNT = Number(positionals[0] ?? 200);
const WAIT_MS = Number(values.wait) * 1000;
if (!Number.isInteger(COUNT) || COUNT < 1 || !(WAIT_MS > 0)) {
  throw new Error('Usage: npm run bench:signups -- [N] [--wait <seconds>]   (N accounts, default 200; wait 120 s)');
}

const emulators = emulatorsFromEnv(process.env);
const { projectId } = emulators;
if (!projectId.startsWith('demo-')) throw new Error('Run through `npm run bench:signups` (it empties the emulators)');
const auth = authAdmin(emulators);
const documents = `http://${emulators.firestore}/v1/projects/${projectId}/databases/(default)/documents`;
const profileName = (uid: string) => `projects/${projectId}/databases/(default)/documents/${COLLECTIONS.users}/${uid}`;
const LOGS = resolve(import.meta.dirname, '../../.emulators/logs');
const PASSWORD = 'bench-signups-password';
const QUIET_MS = 20_000;
const SETTLE_MS = 600_000;

interface Account {
  uid: string;
  email: string;
  idToken: string;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);

/** The ids among `uids` that have a profile (one batchGet as an admin, rules bypassed). */
async function existing(uids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < uids.length; start += 300) {
    const response = await expectOk(
      fetch(`${documents}:batchGet`, {
        method: 'POST',
        headers: asAdmin,
        body: JSON.stringify({ documents: uids.slice(start, start + 300).map(profileName) }),
      }),
      'reading profiles',
    );
    for (const entry of (await response.json()) as { found?: { name: string } }[]) {
      if (entry.found) found.add(entry.found.name.split('/').at(-1) ?? '');
    }
  }
  return found;
}

/**
 * ensureProfile's write, as the member: the initial fields only if no profile exists. 'created'
 * when this call wrote it, 'existed' when the trigger (or an earlier call) had.
 */
async function createIfMissing(account: Account): Promise<'created' | 'existed'> {
  const response = await fetch(`${documents}:commit`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${account.idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      writes: [
        {
          update: {
            name: profileName(account.uid),
            fields: { email: { stringValue: account.email }, status: { stringValue: '' }, type: { nullValue: null } },
          },
          updateTransforms: [{ fieldPath: 'created', setToServerValue: 'REQUEST_TIME' }],
          currentDocument: { exists: false },
        },
      ],
    }),
  });
  if (response.ok) return 'created';
  const body = await response.text();
  if (response.status === 409 || /ALREADY_EXISTS|FAILED_PRECONDITION/.test(body)) return 'existed';
  throw new Error(`create-if-missing for ${account.email}: ${response.status} ${body}`);
}

/** Where each log file of .emulators/logs ends now, to read only what is written after. */
function logMarks(): Map<string, number> {
  const marks = new Map<string, number>();
  for (const file of readdirSync(LOGS)) marks.set(file, statSync(join(LOGS, file)).size);
  return marks;
}

/** The lines with "Failed to load function" written to the logs since `marks`. */
function failedLoads(marks: Map<string, number>): string[] {
  const lines: string[] = [];
  for (const file of readdirSync(LOGS)) {
    const text = readFileSync(join(LOGS, file))
      .subarray(marks.get(file) ?? 0)
      .toString('utf8');
    for (const line of text.split('\n')) if (line.includes('Failed to load function')) lines.push(`${file}: ${line}`);
  }
  return lines;
}

/**
 * The lines as `count × line`, identical lines together (the Functions emulator writes the same
 * sentence for each call it fails to load), in the order they first appeared.
 */
function grouped(lines: string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line.trim(), (counts.get(line.trim()) ?? 0) + 1);
  return [...counts].map(([line, count]) => `${String(count).padStart(4)} × ${line}`);
}

/** Total size of the logs: it stops growing once the Functions emulator has no more work. */
const logSize = () => readdirSync(LOGS).reduce((total, file) => total + statSync(join(LOGS, file)).size, 0);

/**
 * Waits until the emulators' logs have not grown for `QUIET_MS` (the Functions emulator has
 * finished or given up every call), at most `SETTLE_MS`, so that a round's trigger calls neither
 * slow the next round down nor are counted as lost while they are only late.
 */
async function settle(): Promise<number> {
  const started = performance.now();
  let size = logSize();
  let quietSince = performance.now();
  while (performance.now() - quietSince < QUIET_MS && performance.now() - started < SETTLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = logSize();
    if (now !== size) {
      size = now;
      quietSince = performance.now();
    }
  }
  return performance.now() - started;
}

/** `work`, tried again up to 4 times 2 s apart (an emulator under this load now and then drops an answer). */
async function patiently<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

/** Signs up `COUNT` accounts at once; `afterSignUp` runs for each as soon as its sign-up returns. */
async function signUpAll(label: string, afterSignUp?: (account: Account) => Promise<unknown>): Promise<Account[]> {
  return Promise.all(
    Array.from({ length: COUNT }, async (_, n) => {
      const address = `${label}-${n + 1}@signups.test`;
      // A sign-up the overloaded emulator answered with nothing may have been made: then sign in.
      const { uid, email, idToken } = await auth
        .signUp(address, PASSWORD)
        .catch(() => patiently(() => auth.signIn(address, PASSWORD).catch(() => auth.signUp(address, PASSWORD))));
      const account = { uid, email, idToken };
      await afterSignUp?.(account);
      return account;
    }),
  );
}

/**
 * Counts the round's profiles every half second until all exist or `WAIT_MS` has passed since the
 * sign-ups began, printing a line whenever the count changed (at most one a second). Returns the
 * uids still without a profile.
 */
async function watchProfiles(accounts: Account[], started: number): Promise<string[]> {
  const uids = accounts.map((account) => account.uid);
  let shown = -1;
  let shownAt = 0;
  let found = new Set<string>();
  for (;;) {
    found = await existing(uids);
    const now = performance.now() - started;
    const done = found.size === uids.length || now >= WAIT_MS;
    if ((found.size !== shown && now - shownAt >= 1000) || done) {
      console.log(`  ${seconds(now)} s   ${String(found.size).padStart(5)} / ${uids.length} profiles`);
      shown = found.size;
      shownAt = now;
    }
    if (done) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return uids.filter((uid) => !found.has(uid));
}

async function round(name: string, label: string, withClient: boolean) {
  console.log(`\n${name}`);
  const marks = logMarks();
  const started = performance.now();
  const writers = { created: 0, existed: 0 };
  const accounts = await signUpAll(
    label,
    withClient ? async (account) => writers[await patiently(() => createIfMissing(account))]++ : undefined,
  );
  console.log(`  ${seconds(performance.now() - started)} s   ${COUNT} sign-ups returned`);
  const missing = await watchProfiles(accounts, started);
  if (withClient) {
    console.log(
      `  the client's create-if-missing wrote ${writers.created}; the trigger had written ${writers.existed}`,
    );
  }
  console.log(`  still missing after ${seconds(performance.now() - started).trim()} s: ${missing.length}`);
  // Late is not lost: wait for the Functions emulator to finish or give up every call, then count.
  await settle();
  const late = missing.length === 0 ? new Set<string>() : await existing(missing);
  console.log(
    `  once the emulators' logs were quiet for ${QUIET_MS / 1000} s (${seconds(performance.now() - started).trim()} s): ` +
      `${COUNT - missing.length + late.size} / ${COUNT} profiles; the trigger wrote ${late.size} late`,
  );
  const failures = failedLoads(marks);
  console.log(`  "Failed to load function" lines in .emulators/logs/: ${failures.length}`);
  for (const line of grouped(failures)) console.log(`    ${line}`);
  return { accounts, missing: missing.filter((uid) => !late.has(uid)) };
}

/**
 * Every account signs in (a fresh ID token) and runs the app's create-if-missing, as any sign-in
 * now does; ten at a time, as the sign-ins are not what is measured. Returns how many it created.
 */
async function signInAndHeal(accounts: Account[]): Promise<number> {
  let healed = 0;
  const queue = [...accounts];
  const worker = async () => {
    for (let account = queue.shift(); account; account = queue.shift()) {
      const { email } = account;
      const { idToken } = await patiently(() => auth.signIn(email, PASSWORD));
      if ((await patiently(() => createIfMissing({ ...account, idToken }))) === 'created') healed++;
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return healed;
}

/** Every profile, page by page, as plain data with its id (rules bypassed). */
async function listProfiles(): Promise<(Record<string, unknown> & { id: string })[]> {
  const profiles: (Record<string, unknown> & { id: string })[] = [];
  let pageToken = '';
  do {
    const response = await expectOk(
      fetch(`${documents}/${COLLECTIONS.users}?pageSize=300${pageToken ? `&pageToken=${pageToken}` : ''}`, {
        headers: asAdmin,
      }),
      'listing profiles',
    );
    const body = (await response.json()) as {
      documents?: { name: string; fields?: Parameters<typeof fromRestFields>[0] }[];
      nextPageToken?: string;
    };
    for (const document of body.documents ?? []) {
      profiles.push({ ...fromRestFields(document.fields ?? {}), id: document.name.split('/').at(-1) ?? '' });
    }
    pageToken = body.nextPageToken ? encodeURIComponent(body.nextPageToken) : '';
  } while (pageToken);
  return profiles;
}

/** Problems with the profiles: each account exactly one, exactly the initial fields; nothing else. */
async function checkProfiles(accounts: Account[]): Promise<string[]> {
  const problems: string[] = [];
  const profiles = await listProfiles();
  const byId = new Map(profiles.map((profile) => [profile.id, profile]));
  if (profiles.length !== accounts.length) {
    problems.push(`${profiles.length} profiles for ${accounts.length} accounts`);
  }
  for (const account of accounts) {
    const profile = byId.get(account.uid);
    if (!profile) {
      problems.push(`no profile for ${account.email}`);
      continue;
    }
    const { id: _id, created, ...rest } = profile;
    const fine =
      JSON.stringify(Object.keys(profile).sort()) === JSON.stringify(['created', 'email', 'id', 'status', 'type']) &&
      JSON.stringify(rest) === JSON.stringify({ email: account.email, status: '', type: null }) &&
      typeof created === 'string';
    if (!fine) problems.push(`${account.email}: ${JSON.stringify(profile)}`);
  }
  return problems;
}

async function main(): Promise<void> {
  await firestoreAdmin(emulators).clear();
  await auth.clear();
  console.log(`bench:signups: ${COUNT} sign-ups at once, profiles watched for up to ${WAIT_MS / 1000} s`);

  const a = await round('A. trigger only (no client create-if-missing)', 'trigger-only', false);
  const b = await round('B. trigger + the client create-if-missing after each sign-up', 'with-client', true);

  const accounts = [...a.accounts, ...b.accounts];
  const started = performance.now();
  const healed = await signInAndHeal(accounts);
  console.log(
    `\nC. all ${accounts.length} accounts sign in and run create-if-missing: ${healed} profiles created ` +
      `(${a.missing.length} missing in A, ${b.missing.length} in B) in ${seconds(performance.now() - started).trim()} s`,
  );
  const problems = await checkProfiles(accounts);
  if (problems.length === 0) {
    console.log(`   every account has exactly one profile with exactly the initial fields; no other profile exists`);
  } else {
    console.log(`   ${problems.length} problems:`);
    for (const problem of problems.slice(0, 20)) console.log(`     ${problem}`);
    process.exitCode = 1;
  }
}

await main();
