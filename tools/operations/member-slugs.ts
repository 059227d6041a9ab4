/**
 * npm run admin:member-slugs [-- --project <real-project-id>]
 *
 * Gives every member card approved before member pages had slugs (decision 0119) the address
 * reviewMember now gives at approval, /voa/members/<slug of the name>, held cards too
 * (functions/src/members/give-missing-slugs.ts). Until then such a member's page is at their uid's
 * address, which keeps working after: the page moves it to the slug's. Run it once after the deploy
 * that brought slugs; running it again writes nothing.
 * By default it talks to the local Firestore emulator (FIRESTORE_EMULATOR_HOST, else the suite's
 * port) and the project of .firebaserc. For a real project, pass --project <id> with credentials in
 * GOOGLE_APPLICATION_CREDENTIALS (or gcloud application-default credentials).
 */
import { giveMissingSlugs } from '#functions/src/members/give-missing-slugs.ts';
import { operatorFirestore } from './operator-firestore.ts';

async function main(): Promise<void> {
  const { db, where } = operatorFirestore();
  const given = await giveMissingSlugs(db);
  console.log(`Slugs given to ${given.members} member card(s) and ${given.heldCards} held card(s) of ${where}.`);
}

// Run as a script, not when imported.
if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
