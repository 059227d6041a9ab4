import { describe, expect, it } from 'vitest';
import { Autosaver, type SaveOutcome, type SaveState } from './autosaver';

/** A clock and timers the test moves by hand. */
function manualTime() {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => now,
    timers: {
      set: (run: () => void, ms: number) => {
        next += 1;
        timers.set(next, { at: now + ms, run });
        return next;
      },
      clear: (handle: unknown) => void timers.delete(handle as number),
    },
    /** Moves the clock on, running each timer that falls due, in order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = end;
    },
  };
}

/** A save the test answers: each call waits until the test resolves or rejects it. */
function answerableSave() {
  const calls: { values: string; resolve: (outcome: SaveOutcome) => void; reject: (error: unknown) => void }[] = [];
  return {
    calls,
    save: (values: string) =>
      new Promise<SaveOutcome>((resolve, reject) => {
        calls.push({ values, resolve, reject });
      }),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp({ unsavedAtStart = false } = {}) {
  const time = manualTime();
  const server = answerableSave();
  const states: SaveState['kind'][] = [];
  const autosaver = new Autosaver<string>('opened', {
    save: server.save,
    isOffline: (error) => (error as { code?: string }).code === 'unavailable',
    onState: (state) => states.push(state.kind),
    quietMs: 3_000,
    maxWaitMs: 30_000,
    now: time.now,
    timers: time.timers,
    unsavedAtStart,
  });
  return { autosaver, time, server, states };
}

describe('Autosaver', () => {
  it('saves the latest values once the writer has paused for the quiet time, not at each keystroke', async () => {
    const { autosaver, time, server, states } = setUp();
    autosaver.edit('T');
    time.advance(1_000);
    autosaver.edit('Ti');
    time.advance(2_999);
    expect(server.calls).toHaveLength(0);
    expect(autosaver.current).toEqual({ kind: 'pending' });
    time.advance(1);
    expect(server.calls.map((call) => call.values)).toEqual(['Ti']);
    expect(autosaver.current).toEqual({ kind: 'saving' });
    server.calls[0]?.resolve({ saved: true });
    await settle();
    expect(autosaver.current).toEqual({ kind: 'saved', at: 4_000 });
    expect(autosaver.unsaved).toBe(false);
    expect(states).toEqual(['pending', 'pending', 'saving', 'saved']);
  });

  it('saves at the latest after the longest wait while the writer keeps typing', () => {
    const { autosaver, time, server } = setUp();
    for (let second = 0; second < 31; second++) {
      autosaver.edit(`word ${second}`);
      time.advance(1_000);
    }
    expect(server.calls.map((call) => call.values)).toEqual(['word 29']);
  });

  it('runs one save at a time, and saves what was typed during it right after', async () => {
    const { autosaver, time, server } = setUp();
    autosaver.edit('first');
    time.advance(3_000);
    autosaver.edit('second');
    time.advance(3_000);
    expect(server.calls).toHaveLength(1);
    expect(autosaver.current.kind).toBe('saving');
    server.calls[0]?.resolve({ saved: true });
    await settle();
    expect(autosaver.current.kind).toBe('pending');
    expect(autosaver.unsaved).toBe(true);
    time.advance(3_000);
    expect(server.calls.map((call) => call.values)).toEqual(['first', 'second']);
  });

  it('offline, keeps the edits and says so, tries again after a pause and when the browser says it is back', async () => {
    const { autosaver, time, server } = setUp();
    const offline = () => Object.assign(new Error('Failed to fetch'), { code: 'unavailable' });
    autosaver.edit('on the bus');
    time.advance(3_000);
    server.calls[0]?.reject(offline());
    await settle();
    expect(autosaver.current).toEqual({ kind: 'offline' });
    autosaver.edit('on the bus, no signal');
    // Typing on offline: still offline, not "saving".
    expect(autosaver.current).toEqual({ kind: 'offline' });
    expect(autosaver.unsaved).toBe(true);
    time.advance(3_000);
    server.calls[1]?.reject(offline());
    await settle();
    // Tried again on its own, further apart each time.
    time.advance(9_999);
    expect(server.calls).toHaveLength(2);
    time.advance(1);
    expect(server.calls.map((call) => call.values)).toEqual([
      'on the bus',
      'on the bus, no signal',
      'on the bus, no signal',
    ]);
    server.calls[2]?.reject(offline());
    await settle();

    // The browser says the connection is back: at once.
    autosaver.connectionChanged(true);
    expect(server.calls).toHaveLength(4);
    server.calls[3]?.resolve({ saved: true });
    await settle();
    expect(autosaver.current.kind).toBe('saved');
    time.advance(60_000);
    expect(server.calls).toHaveLength(4);
  });

  it('says offline at once when the browser says the connection went, with edits waiting', () => {
    const { autosaver, server } = setUp();
    autosaver.connectionChanged(false);
    expect(autosaver.current).toEqual({ kind: 'idle' });
    autosaver.edit('a line');
    autosaver.connectionChanged(false);
    expect(autosaver.current).toEqual({ kind: 'offline' });
    expect(server.calls).toHaveLength(0);
  });

  it('takes a save the connection failed for offline, and a refused one for a failure tried at the next edit', async () => {
    const { autosaver, time, server } = setUp();
    autosaver.edit('one');
    time.advance(3_000);
    server.calls[0]?.reject(Object.assign(new Error('fetch failed'), { code: 'unavailable' }));
    await settle();
    expect(autosaver.current).toEqual({ kind: 'offline' });

    const refusal = Object.assign(new Error('denied'), { code: 'permission-denied' });
    time.advance(5_000);
    server.calls[1]?.reject(refusal);
    await settle();
    expect(autosaver.current).toEqual({ kind: 'failed', error: refusal });
    time.advance(60_000);
    expect(server.calls).toHaveLength(2);

    autosaver.edit('one, mended');
    time.advance(3_000);
    expect(server.calls.map((call) => call.values)).toEqual(['one', 'one', 'one, mended']);
  });

  it('says why a save was held back (not valid yet, sent only on request), and counts it unsaved', async () => {
    const { autosaver, time, server } = setUp();
    autosaver.edit('no title yet');
    time.advance(3_000);
    server.calls[0]?.resolve({ saved: false, reason: 'Kept on this device: give it a title.' });
    await settle();
    expect(autosaver.current).toEqual({ kind: 'held', reason: 'Kept on this device: give it a title.' });
    expect(autosaver.unsaved).toBe(true);
  });

  it('flushes at once, without waiting for the pause, and after a save under way', async () => {
    const { autosaver, time, server } = setUp();
    autosaver.edit('first');
    time.advance(3_000);
    autosaver.edit('second');
    const flushed = autosaver.flush();
    server.calls[0]?.resolve({ saved: true });
    await settle();
    expect(server.calls.map((call) => call.values)).toEqual(['first', 'second']);
    server.calls[1]?.resolve({ saved: true });
    expect((await flushed).kind).toBe('saved');
  });

  it('saves a copy the device had and the server had not at once when opened from it', () => {
    const { autosaver, time, server } = setUp({ unsavedAtStart: true });
    expect(autosaver.current).toEqual({ kind: 'pending' });
    time.advance(3_000);
    expect(server.calls.map((call) => call.values)).toEqual(['opened']);
  });

  it('saves nothing after stop (the writer sends the post), and the latest edit after resume', async () => {
    const { autosaver, time, server } = setUp();
    autosaver.edit('ready');
    await autosaver.stop();
    time.advance(60_000);
    autosaver.edit('ready, and more');
    time.advance(60_000);
    expect(server.calls).toHaveLength(0);
    autosaver.resume();
    time.advance(3_000);
    expect(server.calls.map((call) => call.values)).toEqual(['ready, and more']);
  });

  it('has nothing unsaved before any edit', () => {
    expect(setUp().autosaver.unsaved).toBe(false);
  });
});
