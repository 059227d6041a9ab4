/**
 * npm run admin:index-search [-- --project <real-project-id>]
 *
 * Gives every post and banned book its search words and recounts stats/postTags, with the Admin SDK
 * (functions/src/search: indexAllForSearch, the triggers' own code). Run it once after the first
 * deploy of the indexing triggers: documents written before then have no searchWords, so the
 * search does not find them, and "Browse by tag" stays empty until a post is written; and again
 * after a deploy that changes what searchWords hold (the words' beginnings). Writes only what
 * differs; running it again is safe.
 * By default it talks to the local Firestore emulator (FIRESTORE_EMULATOR_HOST, else the suite's
 * port) and the project of .firebaserc. For a real project, pass --project <id> with credentials in
 * GOOGLE_APPLICATION_CREDENTIALS (or gcloud application-default credentials).
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { parseArgs } from 'node:util';
import { indexAllForSearch } from '#functions/src/search/index-all-for-search.ts';
import { hostPort, loadSuiteConfig } from '../emulators/config.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { project: { type: 'string' } } });
  let projectId = values.project;
  if (!projectId) {
    const config = loadSuiteConfig();
    projectId = config.projectId;
    process.env.FIRESTORE_EMULATOR_HOST ??= hostPort(config.firestore);
  }
  const db = getFirestore(initializeApp({ projectId }));
  const { posts, bannedBooks, users, tagsWritten } = await indexAllForSearch(db);
  const where = process.env.FIRESTORE_EMULATOR_HOST ? `the Firestore emulator (${projectId})` : `project ${projectId}`;
  console.log(
    `Search words written on ${posts} post(s), ${bannedBooks} banned book(s) and ${users} account(s) of ${where}; ` +
      `stats/postTags ${tagsWritten ? 'recounted' : 'already right'}.`,
  );
}

// Run as a script, not when imported.
if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
