import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// The launcher's tests end and check only the processes they started: the descendants of their own
// child, found by id. A pattern (pkill -f, pgrep -f) would also reach another suite on the machine:
// another developer's `npm start`, or a second run in its own network namespace on the same ports.

export interface RunningProcess {
  pid: number;
  ppid: number;
  /** The command line, as `ps` shows it. */
  args: string;
}

/** Every process on the machine (`ps`, so on macOS too). */
async function processTable(): Promise<RunningProcess[]> {
  const { stdout } = await promisify(execFile)('ps', ['-A', '-o', 'pid=,ppid=,args='], { maxBuffer: 16 * 1024 * 1024 });
  return stdout.split('\n').flatMap((line) => {
    const [, pid, ppid, args] = /^\s*(\d+)\s+(\d+)\s(.*)$/.exec(line) ?? [];
    return pid && ppid && args !== undefined ? [{ pid: Number(pid), ppid: Number(ppid), args: args.trim() }] : [];
  });
}

/** The processes `rootPid` started, and theirs, down to the last generation (the root itself left out). */
export async function descendantsOf(rootPid: number): Promise<RunningProcess[]> {
  const table = await processTable();
  const found: RunningProcess[] = [];
  const parents = new Set([rootPid]);
  for (let grown = true; grown;) {
    grown = false;
    for (const entry of table) {
      if (parents.has(entry.ppid) && !parents.has(entry.pid)) {
        parents.add(entry.pid);
        found.push(entry);
        grown = true;
      }
    }
  }
  return found;
}

/**
 * Ends, by id, the one process among `rootPid`'s descendants whose command line matches; throws
 * when none or several match, so a test never signals a process it cannot name.
 */
export async function killDescendant(
  rootPid: number,
  commandLine: RegExp,
  signal: NodeJS.Signals = 'SIGKILL',
): Promise<RunningProcess> {
  const matching = (await descendantsOf(rootPid)).filter((entry) => commandLine.test(entry.args));
  const [only] = matching;
  if (!only || matching.length > 1) {
    throw new Error(`expected one process of ${rootPid} matching ${commandLine}, found ${matching.length}`);
  }
  process.kill(only.pid, signal);
  return only;
}

/** Those of `processes` still running: the same id with the same command line (an id can be reused). */
export async function stillRunning(processes: readonly RunningProcess[]): Promise<RunningProcess[]> {
  const running = new Map((await processTable()).map((entry) => [entry.pid, entry.args]));
  return processes.filter((entry) => running.get(entry.pid) === entry.args);
}
