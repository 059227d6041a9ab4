import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { descendantsOf, killDescendant, stillRunning } from './own-processes.ts';

/** A process that waits until it is ended; `marker` goes in its command line. */
const waiter = (marker: string) => [process.execPath, ['-e', 'setInterval(() => {}, 1000)', marker]] as const;

/** A process that starts a waiter carrying `marker` (its grandchild-to-be) and then waits too. */
const parentOfWaiter = (marker: string) => {
  const [command, args] = waiter(marker);
  const script = `require('node:child_process').spawn(${JSON.stringify(command)}, ${JSON.stringify(args)}, { stdio: 'ignore' }); setInterval(() => {}, 1000);`;
  return [process.execPath, ['-e', script]] as const;
};

/**
 * The waiter itself, once started: its command line ends with the marker. Between fork and exec a
 * child still shows its parent's command line, which holds the marker too (inside the script).
 */
const isWaiter = (marker: string) => (entry: { args: string }) => entry.args.endsWith(marker);

const started: ChildProcess[] = [];
function start([command, args]: readonly [string, readonly string[]]): ChildProcess {
  const child = spawn(command, args, { stdio: 'ignore' });
  started.push(child);
  return child;
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let value = await probe(); ; value = await probe()) {
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterEach(async () => {
  // Only what this file started, by id: the roots end their own children with them below.
  for (const child of started.splice(0)) {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue;
    const family = await descendantsOf(child.pid);
    child.kill('SIGKILL');
    for (const { pid } of await stillRunning(family)) process.kill(pid, 'SIGKILL');
  }
});

describe('the processes a launcher test started', () => {
  it('ends the matching descendant by its id, and leaves a process with the same command line that it did not start', async () => {
    const marker = `own-processes-test-${process.pid}-${Date.now()}`;
    const lookAlike = start(waiter(marker));
    const root = start(parentOfWaiter(marker));
    const rootPid = root.pid ?? -1;
    const [ownWaiter] = await until(
      () => descendantsOf(rootPid),
      (family) => family.some(isWaiter(marker)),
    );
    const [lookAlikeEntry] = (await descendantsOf(process.pid)).filter((entry) => entry.pid === lookAlike.pid);

    const killed = await killDescendant(rootPid, new RegExp(marker));

    expect(killed).toEqual(ownWaiter);
    await until(
      () => stillRunning([killed]),
      (running) => running.length === 0,
    );
    expect(lookAlikeEntry?.args).toContain(marker);
    expect(await stillRunning(lookAlikeEntry ? [lookAlikeEntry] : [])).toEqual([lookAlikeEntry]);
    expect(lookAlike.exitCode).toBeNull();
  });

  it('ends nothing when no descendant matches, or when several do', async () => {
    const marker = `own-processes-none-${process.pid}-${Date.now()}`;
    const root = start(parentOfWaiter(marker));
    const rootPid = root.pid ?? -1;
    const family = await until(
      () => descendantsOf(rootPid),
      (found) => found.some(isWaiter(marker)),
    );
    await expect(killDescendant(rootPid, /no process has this in its command line/)).rejects.toThrow(/found 0/);
    // The root and its waiter both name the marker, and both descend from this test's worker.
    await expect(killDescendant(process.pid, new RegExp(marker))).rejects.toThrow(/found 2/);
    expect(await stillRunning(family)).toEqual(family);
  });
});
