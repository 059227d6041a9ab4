import { spawn } from 'node:child_process';
import { repoRoot } from '../emulators/config.ts';

/**
 * Runs a shell command at the repository's root and resolves with its exit code (1 if a signal
 * ended it). Its output goes to this terminal, or, when `held`, is kept and resolved with it.
 */
export function runCommand(command: string, { held = false } = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: repoRoot, shell: true, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}
