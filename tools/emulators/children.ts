import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { LauncherError } from './errors.ts';

export type OutputMode = { kind: 'console'; prefix: string } | { kind: 'file'; path: string };

export interface ManagedChild {
  readonly name: string;
  readonly child: ChildProcess;
  /** Aborted (with a LauncherError) when the child exits before stop() was asked for. */
  readonly died: AbortSignal;
  /** Resolves with the exit code (or the signal name) once the child has exited. */
  readonly exited: Promise<number | string>;
  /** Calls `listener` with every later output line (whatever the output mode); returns the unsubscribe. */
  onLine(listener: (line: string) => void): () => void;
  /** Resolves with the first output line that matches, rejects if the child dies first. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<string>;
  /** The last lines of output, to explain a failure. */
  tail(): string;
  /** Stops the child's whole process group: SIGTERM, then SIGKILL after the grace period. */
  stop(graceMs?: number): Promise<void>;
}

const TAIL_LINES = 25;
const live = new Set<ManagedChild>();

// Last line of defence against orphans: if the launcher exits for any reason while children
// still run (an uncaught error, process.exit), kill their process groups synchronously.
process.on('exit', () => {
  for (const managed of live) killGroup(managed.child, 'SIGKILL');
});

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal); // negative pid: the whole process group
  } catch {
    /* the group is already gone */
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child.pid, signal);
}

/**
 * Spawns a long-running service in its own process group (so Ctrl-C in the terminal reaches
 * only the launcher, which then stops the services in order) and keeps its recent output.
 */
export function spawnManaged(
  name: string,
  command: string,
  args: readonly string[],
  { env, cwd, output }: { env: NodeJS.ProcessEnv; cwd: string; output: OutputMode },
): ManagedChild {
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const recent: string[] = [];
  const lineListeners = new Set<(line: string) => void>();
  let stopping = false;
  const deathController = new AbortController();

  let logFile: WriteStream | null = null;
  if (output.kind === 'file') {
    mkdirSync(dirname(output.path), { recursive: true });
    logFile = createWriteStream(output.path, { flags: 'w' });
  }

  const onLine = (line: string) => {
    recent.push(line);
    if (recent.length > TAIL_LINES) recent.shift();
    if (output.kind === 'console') process.stdout.write(`${output.prefix} ${line}\n`);
    else logFile?.write(`${line}\n`);
    for (const listener of lineListeners) listener(line);
  };
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', onLine);
  }

  const exited = new Promise<number | string>((resolve) => {
    child.once('error', (error) => {
      onLine(`could not start ${command}: ${error.message}`);
      resolve(-1);
    });
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  void exited.then((result) => {
    live.delete(managed);
    logFile?.end();
    if (!stopping) {
      const where = output.kind === 'file' ? ` (log: ${output.path})` : '';
      deathController.abort(new LauncherError(`${name} exited unexpectedly (${result})${where}`));
    }
  });

  const managed: ManagedChild = {
    name,
    child,
    died: deathController.signal,
    exited,
    tail: () => recent.join('\n'),
    onLine(listener) {
      lineListeners.add(listener);
      return () => lineListeners.delete(listener);
    },
    waitForLine(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const existing = recent.find((line) => pattern.test(line));
        if (existing) return resolve(existing);
        const cleanup = () => {
          clearTimeout(timer);
          lineListeners.delete(listener);
          deathController.signal.removeEventListener('abort', onDeath);
        };
        const listener = (line: string) => {
          if (!pattern.test(line)) return;
          cleanup();
          resolve(line);
        };
        const onDeath = () => {
          cleanup();
          reject(deathController.signal.reason as Error);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new LauncherError(`${name} was not ready within ${Math.round(timeoutMs / 1000)} s`));
        }, timeoutMs);
        lineListeners.add(listener);
        deathController.signal.addEventListener('abort', onDeath);
      });
    },
    async stop(graceMs = 10_000) {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // The group leader may be gone while a grandchild lingers: make sure none is left.
      signalGroup(child.pid, 'SIGKILL');
    },
  };
  live.add(managed);
  return managed;
}
