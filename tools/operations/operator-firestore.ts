import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { parseArgs } from 'node:util';
import { hostPort, loadSuiteConfig } from '../emulators/config.ts';

/**
 * The Firestore an operator's script works on: `--project <id>` (credentials from
 * GOOGLE_APPLICATION_CREDENTIALS or gcloud), else the local emulator (FIRESTORE_EMULATOR_HOST, else
 * the suite's port) and the project of .firebaserc. `where` names it for the script's last line.
 */
export function operatorFirestore(): { db: Firestore; where: string } {
  const { values } = parseArgs({ options: { project: { type: 'string' } } });
  let projectId = values.project;
  if (!projectId) {
    const config = loadSuiteConfig();
    projectId = config.projectId;
    process.env.FIRESTORE_EMULATOR_HOST ??= hostPort(config.firestore);
  }
  const where = process.env.FIRESTORE_EMULATOR_HOST ? `the Firestore emulator (${projectId})` : `project ${projectId}`;
  return { db: getFirestore(initializeApp({ projectId })), where };
}
