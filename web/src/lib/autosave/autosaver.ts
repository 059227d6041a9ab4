/** docs/decisions/0109-writing-is-never-lost.md */
export type SaveState =
  /** Nothing edited since it was opened: the server's copy is the writer's. */
  | { kind: 'idle' }
  /** Edited; the save follows a few seconds of quiet. */
  | { kind: 'pending' }
  | { kind: 'saving' }
  /** The server holds the latest edit, saved at `at` (ms). */
  | { kind: 'saved'; at: number }
  /** No connection: kept on the device, saved once the connection is back. */
  | { kind: 'offline' }
  /** The save failed or was refused: kept on the device, tried again at the next edit. */
  | { kind: 'failed'; error: unknown }
  /** Not sent to the server, by the writer's `save` (not yet valid, or sent only on request). */
  | { kind: 'held'; reason: string };

/** What a save did: saved, or held back with the sentence that says why. */
export type SaveOutcome = { saved: true } | { saved: false; reason: string };

export interface AutosaverOptions<Values> {
  /** Writes `values` to the server, or says why not; a rejection is a failure (or offline). */
  save: (values: Values) => Promise<SaveOutcome>;
  /** Whether a failed save failed for want of a connection (then tried again, RETRY_MS apart). */
  isOffline: (error: unknown) => boolean;
  /** Called on every change of state. */
  onState: (state: SaveState) => void;
  /** How long the writer pauses before a save (ms). */
  quietMs: number;
  /** The longest a save waits while the writer keeps typing (ms). */
  maxWaitMs: number;
  now?: () => number;
  timers?: { set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
  /** Opened from a device copy the server has not got: a save is due at once. */
  unsavedAtStart?: boolean;
}

/** The 'online' event alone is not enough: a connection that comes back is not always announced. */
export const RETRY_MS = [5_000, 10_000, 20_000, 30_000] as const;

const browserTimers = {
  set: (run: () => void, ms: number): unknown => setTimeout(run, ms),
  clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * One save at a time, always the latest values; a save the connection failed is tried again (RETRY_MS). No React, no
 * Firebase: use-autosave.ts gives it the browser.
 */
export class Autosaver<Values> {
  private state: SaveState = { kind: 'idle' };
  private latest: Values | undefined;
  /** Edits the server has not got (nor been asked to save, while a save runs). */
  private dirty: boolean;
  private running: Promise<void> | null = null;
  private quietTimer: unknown = null;
  private maxTimer: unknown = null;
  private retryTimer: unknown = null;
  /** Saves the connection failed in a row. */
  private offlineFailures = 0;
  private stopped = false;
  private readonly now: () => number;
  private readonly timers: NonNullable<AutosaverOptions<Values>['timers']>;

  constructor(
    initial: Values,
    private readonly options: AutosaverOptions<Values>,
  ) {
    this.latest = initial;
    this.dirty = options.unsavedAtStart === true;
    this.now = options.now ?? Date.now;
    this.timers = options.timers ?? browserTimers;
    if (this.dirty) {
      this.state = { kind: 'pending' };
      this.schedule();
    }
  }

  get current(): SaveState {
    return this.state;
  }

  /** Whether something typed is not on the server yet (a save pending, running, failed or held). */
  get unsaved(): boolean {
    return this.dirty || this.running !== null || (this.state.kind !== 'idle' && this.state.kind !== 'saved');
  }

  /** The writer changed something: saved after the next pause. */
  edit(values: Values): void {
    this.latest = values;
    this.dirty = true;
    // Stopped (the post is being sent): kept for `resume`, should sending fail.
    if (this.stopped) return;
    if (this.running === null && this.state.kind !== 'offline') this.set({ kind: 'pending' });
    this.schedule();
  }

  /** The browser says the connection came back (save what waits) or went (say so). */
  connectionChanged(online: boolean): void {
    if (this.stopped) return;
    if (!online) {
      if (this.dirty && this.running === null) this.set({ kind: 'offline' });
      return;
    }
    if (this.dirty) void this.run();
  }

  /** Saves what is unsaved now, without waiting for a pause; resolves when the server has it (or not). */
  async flush(): Promise<SaveState> {
    this.clearTimers();
    while (this.running) await this.running;
    if (this.dirty && !this.stopped) await this.run();
    return this.state;
  }

  /** No more saves (the writer sends the post): resolves once a save under way has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimers();
    while (this.running) await this.running;
  }

  /** Saves again after a `stop` (sending the post failed: the writer goes on). */
  resume(): void {
    this.stopped = false;
    if (this.dirty) this.schedule();
  }

  private schedule(): void {
    if (this.quietTimer !== null) this.timers.clear(this.quietTimer);
    this.quietTimer = this.timers.set(() => void this.run(), this.options.quietMs);
    this.maxTimer ??= this.timers.set(() => void this.run(), this.options.maxWaitMs);
  }

  private clearTimers(): void {
    for (const timer of [this.quietTimer, this.maxTimer, this.retryTimer]) if (timer !== null) this.timers.clear(timer);
    this.quietTimer = null;
    this.maxTimer = null;
    this.retryTimer = null;
  }

  private run(): Promise<void> {
    this.clearTimers();
    // One save at a time: edits made meanwhile are saved when it ends.
    if (this.running) return this.running;
    if (!this.dirty || this.stopped) return Promise.resolve();
    const values = this.latest as Values;
    this.dirty = false;
    this.set({ kind: 'saving' });
    this.running = this.options.save(values).then(
      (outcome) =>
        this.ended(outcome.saved ? { kind: 'saved', at: this.now() } : { kind: 'held', reason: outcome.reason }),
      (error: unknown) => {
        this.dirty = true;
        this.ended(this.options.isOffline(error) ? { kind: 'offline' } : { kind: 'failed', error });
      },
    );
    return this.running;
  }

  private ended(outcome: SaveState): void {
    this.running = null;
    if (outcome.kind === 'offline') {
      const delay = RETRY_MS[Math.min(this.offlineFailures, RETRY_MS.length - 1)] ?? RETRY_MS[0];
      this.offlineFailures += 1;
      this.set(outcome);
      if (!this.stopped) this.retryTimer = this.timers.set(() => void this.run(), delay);
      return;
    }
    this.offlineFailures = 0;
    const editedMeanwhile = this.dirty && outcome.kind !== 'failed';
    this.set(editedMeanwhile ? { kind: 'pending' } : outcome);
    if (editedMeanwhile && !this.stopped) this.schedule();
  }

  private set(state: SaveState): void {
    this.state = state;
    this.options.onState(state);
  }
}
