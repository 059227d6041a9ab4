/**
 * npm run admin:index-search [-- --project <real-project-id>]
 *
 * Gives every post, banned book, library item, insight, member card and account its search words and recounts stats/postTags, with the Admin SDK
 * (functions/src/search: indexAllForSearch, the triggers' own code). Run it once after the first
 * deploy of the indexing triggers: documents written before then have no searchWords, so the
 * search does not find them, and "Browse by tag" stays empty until a post is written; and again
 * after a deploy that changes what searchWords hold (the words' beginnings). Writes only what
 * differs; running it again is safe. Posts' words took in their bodies, and library items, insights
 * and member cards got words of their own, on 2026-12-07 (decision 0124): run it after that deploy.
 * By default it talks to the local Firestore emulator (FIRESTORE_EMULATOR_HOST, else the suite's
 * port) and the project of .firebaserc. For a real project, pass --project <id> with credentials in
 * GOOGLE_APPLICATION_CREDENTIALS (or gcloud application-default credentials).
 */
import { indexAllForSearch } from '#functions/src/search/index-all-for-search.ts';
import { operatorFirestore } from './operator-firestore.ts';

async function main(): Promise<void> {
  const { db, where } = operatorFirestore();
  const indexed = await indexAllForSearch(db);
  console.log(
    `Search words written on ${indexed.posts} post(s), ${indexed.bannedBooks} banned book(s), ` +
      `${indexed.libraryItems} library item(s), ${indexed.insights} insight(s), ${indexed.members} member card(s) ` +
      `and ${indexed.users} account(s) of ${where}; stats/postTags ${indexed.tagsWritten ? 'recounted' : 'already right'}.`,
  );
}

// Run as a script, not when imported.
if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
