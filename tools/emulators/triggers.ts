import { hostPort, type SuiteConfig } from './config.ts';
import { LauncherError } from './errors.ts';

async function setBackgroundTriggers(config: SuiteConfig, enabled: boolean): Promise<void> {
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hostPort(config.hub)}/functions/${path}`, { method: 'PUT' });
  if (!response.ok)
    throw new LauncherError(`The emulator hub refused ${path}: ${response.status} ${await response.text()}`);
}

/**
 * Runs `work` with the Functions emulator's background triggers (Auth and Firestore events) off,
 * through the hub's endpoints, and turns them on again whatever happens. Seeding writes each
 * demo member's profile itself: the sign-up trigger would only race it and fail to create a
 * profile that already exists.
 */
export async function withoutBackgroundTriggers<T>(config: SuiteConfig, work: () => Promise<T>): Promise<T> {
  await setBackgroundTriggers(config, false);
  try {
    return await work();
  } finally {
    await setBackgroundTriggers(config, true);
  }
}
