import { createServer } from 'node:net';
import { join } from 'node:path';
import { spawnManaged, type ManagedChild } from '../emulators/children.ts';
import { hostPort, type EmulatorAddress } from '../emulators/config.ts';
import { LauncherError } from '../emulators/errors.ts';
import { findFirestoreEmulatorJar } from '../emulators/firestore-jar.ts';
import { javaMajorVersion } from '../emulators/java.ts';
import { waitForPort } from '../emulators/ports.ts';

/** Google's jar runs on Java 11+ (tools/emulators/suite.ts). */
const MIN_JAVA = 11;
const HOST = '127.0.0.1';

/**
 * A port nobody listens on, chosen by the OS (listen on port 0, read it, let it go). The mutation
 * check never uses the ports of firebase.json: `npm start` or `npm test` may hold them meanwhile.
 */
export function freePort(host = HOST): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('the OS gave no port'))));
    });
  });
}

export interface PrivateFirestore {
  address: EmulatorAddress;
  /** `host:port`, for FIRESTORE_EMULATOR_HOST. */
  host: string;
  /** Aborted if the emulator exits on its own. */
  died: AbortSignal;
  stop(): Promise<void>;
}

/**
 * Starts Google's Firestore emulator (the jar the launcher finds, on the java of PATH) on a free
 * port of its own, in its own process group: `stop()` and the launcher's exit hook end it whole,
 * so no Java process outlives the check. It starts with no rules: each rules test file loads the
 * rules it is given into its own project.
 */
export async function startPrivateFirestore(
  rootDir: string,
  projectId: string,
  abort?: AbortSignal,
): Promise<PrivateFirestore> {
  const jar = findFirestoreEmulatorJar();
  if (!jar) {
    throw new LauncherError(
      "The mutation check runs Google's Firestore emulator jar, and none was found: install the Google Cloud CLI " +
        'component (`gcloud components install cloud-firestore-emulator`, or apt-get install ' +
        'google-cloud-cli-firestore-emulator), or set FIRESTORE_EMULATOR_JAR to its jar',
    );
  }
  const java = javaMajorVersion();
  if (java === null) {
    throw new LauncherError(
      'Java was not found, and the Firestore emulator needs it: install a JDK or JRE 17+ ' +
        '(Debian/Ubuntu: apt-get install -y openjdk-17-jre-headless)',
    );
  }
  if (java < MIN_JAVA) throw new LauncherError(`Java ${java} is too old for the Firestore emulator: install Java 17+`);

  const address = { host: HOST, port: await freePort() };
  const child: ManagedChild = spawnManaged(
    'firestore (mutation check)',
    'java',
    [
      '-cp',
      jar.jar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host',
      address.host,
      '--port',
      String(address.port),
      '--project_id',
      projectId,
    ],
    {
      env: process.env,
      cwd: rootDir,
      output: { kind: 'file', path: join(rootDir, '.emulators', 'logs', 'rules-mutations-firestore.log') },
    },
  );
  try {
    await waitForPort(address, 'The Firestore emulator', {
      timeoutMs: 60_000,
      abort: abort ? AbortSignal.any([child.died, abort]) : child.died,
    });
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { address, host: hostPort(address), died: child.died, stop: () => child.stop() };
}

/**
 * Loads rules into a project of the emulator that no test uses, to learn whether they compile.
 * Returns null when they do, or the emulator's complaint.
 */
export async function compileProblem(firestoreHost: string, projectId: string, rules: string): Promise<string | null> {
  const url = `http://${firestoreHost}/emulator/v1/projects/${projectId}:securityRules`;
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  return response.ok ? null : `${response.status} ${(await response.text()).trim()}`;
}
