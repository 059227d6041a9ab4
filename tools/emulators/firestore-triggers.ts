import { hostPort, type SuiteConfig } from './config.ts';
import { LauncherError } from './errors.ts';

/**
 * Firestore triggers when Google's jar runs Firestore. firebase-tools registers a function's
 * Firestore triggers with the Firestore emulator only when it started that emulator itself
 * ("function ignored because the firestore emulator does not exist or is not running"). The
 * launcher starts the jar on its own (docs/emulators.md), already pointed at the Functions
 * emulator (`--functions_emulator`), so it registers the triggers itself, the way firebase-tools
 * would (functionsEmulator.addFirestoreTrigger): one `eventarcTrigger` per v2 Firestore function,
 * under the key the Functions emulator routes by (`<function id>-<generation>`). firebase-tools
 * starts a new generation whenever it reloads the functions (npm start rebuilds them on a change),
 * so the launcher registers again after each reload.
 */

interface TriggerDefinition {
  id: string;
  platform?: string;
  eventTrigger?: {
    eventType?: string;
    eventFilters?: Record<string, string>;
    eventFilterPathPatterns?: Record<string, string>;
  };
}

const FIRESTORE_EVENT = /^google\.cloud\.firestore\.document\.v1\./;

/** The Firestore trigger definitions the Functions emulator has loaded (its /backends endpoint). */
async function firestoreTriggers(config: SuiteConfig): Promise<TriggerDefinition[]> {
  const response = await fetch(`http://${hostPort(config.functions)}/backends`);
  if (!response.ok) throw new LauncherError(`The Functions emulator's /backends answered ${response.status}`);
  const { backends } = (await response.json()) as { backends: { functionTriggers?: TriggerDefinition[] }[] };
  return backends
    .flatMap((backend) => backend.functionTriggers ?? [])
    .filter((trigger) => FIRESTORE_EVENT.test(trigger.eventTrigger?.eventType ?? ''));
}

/**
 * The trigger keys the Functions emulator routes events by. It names them in the answer to an
 * event for a function it does not have ("…, valid functions are: a-1, b-1"): the one place it
 * tells them.
 */
export async function triggerKeys(config: SuiteConfig): Promise<string[]> {
  const url = `http://${hostPort(config.functions)}/functions/projects/${config.projectId}/triggers/launcher-probe`;
  const answer = await (await fetch(url, { method: 'POST', body: '{}' })).text();
  const list = answer.split('valid functions are: ')[1];
  if (list === undefined) throw new LauncherError(`Unexpected answer from the Functions emulator: ${answer}`);
  return list
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
}

/** The current key of a function: its id and the latest generation the emulator holds. */
export function keyFor(id: string, keys: string[]): string | undefined {
  const generations = keys
    .filter((key) => key.startsWith(`${id}-`) && /^\d+$/.test(key.slice(id.length + 1)))
    .map((key) => Number(key.slice(id.length + 1)));
  return generations.length === 0 ? undefined : `${id}-${Math.max(...generations)}`;
}

/** What firebase-tools sends the Firestore emulator for a v2 trigger (getV2FirestoreAttributes). */
export function registration(trigger: TriggerDefinition): string {
  const filters = trigger.eventTrigger?.eventFilters ?? {};
  const patterns = trigger.eventTrigger?.eventFilterPathPatterns ?? {};
  const document = patterns.document ?? filters.document;
  if (!document || !filters.database || !filters.namespace) {
    throw new LauncherError(`The Firestore trigger ${trigger.id} names no document, database or namespace`);
  }
  return JSON.stringify({
    eventType: trigger.eventTrigger?.eventType,
    database: filters.database,
    namespace: filters.namespace,
    document: { value: document, matchType: patterns.document ? 'PATH_PATTERN' : 'EXACT' },
  });
}

/** The newest generation among the keys (`<id>-<generation>`); -1 for none. */
export function latestGeneration(keys: string[]): number {
  return Math.max(-1, ...keys.map((key) => Number(/-(\d+)$/.exec(key)?.[1] ?? -1)));
}

/** The generation whose keys the Firestore emulator has now. */
let registeredGeneration = -1;

/** Registers every v2 Firestore trigger with the Firestore emulator; returns their keys. */
export async function registerFirestoreTriggers(config: SuiteConfig): Promise<string[]> {
  const triggers = await firestoreTriggers(config);
  if (triggers.length === 0) return [];
  const keys = await triggerKeys(config);
  registeredGeneration = Math.max(registeredGeneration, latestGeneration(keys));
  const registered: string[] = [];
  for (const trigger of triggers) {
    const key = keyFor(trigger.id, keys);
    if (!key) throw new LauncherError(`The Functions emulator has no route for ${trigger.id}`);
    const url = `http://${hostPort(config.firestore)}/emulator/v1/projects/${config.projectId}/eventarcTrigger?eventarcTriggerId=${encodeURIComponent(key)}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: registration(trigger),
    });
    if (!response.ok) {
      throw new LauncherError(
        `The Firestore emulator refused trigger ${key}: ${response.status} ${await response.text()}`,
      );
    }
    registered.push(key);
  }
  return registered;
}

/**
 * After firebase-tools reloads the functions (a rebuild under npm start, or the seed turning the
 * background triggers off and on): register the new generation's keys as soon as the Functions
 * emulator has them, since an event sent to an old key is lost. A failure is reported, not fatal:
 * the app keeps running and the next reload tries again.
 */
export async function reregisterAfterReload(config: SuiteConfig, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const keys = await triggerKeys(config).catch(() => [] as string[]);
      if (latestGeneration(keys) > registeredGeneration) {
        await registerFirestoreTriggers(config);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    console.error(`[functions] Firestore triggers not registered after the reload: ${(error as Error).message}`);
  }
}
