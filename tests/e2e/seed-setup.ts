import { loadSuiteConfig } from '../../tools/emulators/config.ts';
import { withoutBackgroundTriggers } from '../../tools/emulators/triggers.ts';
import { seedDemoData } from '../../tools/seed/seed.ts';

/**
 * Before the journeys: the demo data of `npm start` (members, posts, library, banned books,
 * albums, the advisory board), so lists, directories and the accessibility audits meet real
 * content rather than empty states. Journeys add what they test with their own unique names.
 */
export default async function seed(): Promise<void> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
  await withoutBackgroundTriggers(loadSuiteConfig(), () => seedDemoData(env));
}
