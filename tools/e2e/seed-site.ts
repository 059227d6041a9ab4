import { firestoreAdmin } from '#shared/testing/index.ts';
import { imageWidths, MEDIA_COLLECTION, mediaFile, parseMediaAddress } from '#shared/model/index.ts';
import { hostPort, loadSuiteConfig } from '../emulators/config.ts';
import { withoutBackgroundTriggers } from '../emulators/triggers.ts';
import { seedDemoData } from '../seed/seed.ts';
import { siteOrigin } from './site.ts';

/** A post of the demo data (tools/seed/content.ts). */
export const DEMO_POST = 'the-market-women-of-onitsha';

/** How many images at once warm the media function: about what one page of photos asks for. */
const WARM_REQUESTS = 8;

/**
 * Before the journeys and the audits: the demo data of `npm start` (members, posts, library, banned
 * books, albums, the advisory board), so lists, directories and audits meet real content rather
 * than empty states. Journeys add what they test with their own unique names.
 */
export async function seedSite(): Promise<void> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
  await withoutBackgroundTriggers(loadSuiteConfig(), () => seedDemoData(env));
  await warmMediaFunction();
}

/**
 * Whether the demo data is in the emulators already (the journeys seed it once per run). Asked of
 * Firestore: a page's status cannot tell, as a page whose data is late is served without it.
 */
export async function siteSeeded(): Promise<boolean> {
  const config = loadSuiteConfig();
  const firestore = firestoreAdmin({
    projectId: config.projectId,
    firestore: hostPort(config.firestore),
    auth: hostPort(config.auth),
  });
  return (await firestore.list('posts')).some((post) => post.id === DEMO_POST);
}

/**
 * The Functions emulator answers each request in a worker of its own, and starts one (loading the
 * functions' code) for every request that finds none idle: the first page with a dozen images
 * would start a dozen at once and stall the machine mid-journey. Asking for that many seeded
 * images at once here starts them before any journey is timed; they stay for the run.
 */
async function warmMediaFunction(): Promise<void> {
  const config = loadSuiteConfig();
  const firestore = firestoreAdmin({
    projectId: config.projectId,
    firestore: hostPort(config.firestore),
    auth: hostPort(config.auth),
  });
  const addresses = (await firestore.list(MEDIA_COLLECTION)).map((record) => String(record.address));
  const files = addresses.slice(0, WARM_REQUESTS).flatMap((address) => {
    const image = parseMediaAddress(address);
    const smallest = image && imageWidths(image.purpose, image.width)[0];
    return smallest ? [mediaFile(address, smallest, 'webp')] : [];
  });
  const get = async (file: string) => {
    const answer = await fetch(`${siteOrigin}${file}`);
    await answer.arrayBuffer();
    return answer;
  };
  const answers = await Promise.all(files.map(get));
  // On a loaded machine the workers can take longer to start than Hosting's proxy waits (a 504);
  // they start all the same, so each image asked again, one at a time, finds one ready.
  for (const [index, answer] of answers.entries()) {
    if (answer.status === 504) answers[index] = await get(files[index] ?? '');
  }
  const failed = answers.filter((answer) => !answer.ok).map((answer) => `${answer.status} ${answer.url}`);
  if (failed.length > 0) throw new Error(`The seeded images are not served:\n${failed.join('\n')}`);
}
