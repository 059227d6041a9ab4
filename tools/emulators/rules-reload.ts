import { readFileSync, watch } from 'node:fs';
import { hostPort, type SuiteConfig } from './config.ts';

/**
 * Pushes firestore.rules to the running Firestore emulator. firebase-tools does this itself when it
 * runs Firestore; with Google's jar started directly, the launcher has to.
 * Returns null on success, or the emulator's complaint (a syntax error, say).
 */
export async function pushRules(config: SuiteConfig): Promise<string | null> {
  const content = readFileSync(config.rulesPath, 'utf8');
  const url = `http://${hostPort(config.firestore)}/emulator/v1/projects/${config.projectId}:securityRules`;
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (response.ok) return null;
  return `${response.status} ${await response.text()}`;
}

/** Re-pushes the rules whenever the file changes; returns a function that stops watching. */
export function watchRules(config: SuiteConfig, log: (line: string) => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(config.rulesPath, () => {
    clearTimeout(timer);
    // Editors save in several writes: wait for the file to settle.
    timer = setTimeout(() => {
      pushRules(config).then(
        (problem) => log(problem ? `firestore.rules not loaded: ${problem}` : 'firestore.rules reloaded'),
        (error: Error) => log(`firestore.rules not loaded: ${error.message}`),
      );
    }, 200);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
