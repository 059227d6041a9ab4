import { hostPort, type EmulatorAddress } from './config.ts';

/**
 * One entry of firebase-tools' Logging emulator (the stream the Emulator UI's log viewer reads):
 * every log line of the suite, with the emulator and, for a function, its name in `metadata`, and
 * for a function's own logger call the parsed entry in `user`.
 */
export interface LogBundle {
  level: string;
  message: string;
  timestamp: number;
  data?: {
    user?: unknown;
    metadata?: { emulator?: { name?: string }; function?: { name?: string }; message?: string };
  };
}

/** Messages the Functions emulator logs about its own work, not the developer's: never shown. */
const ROUTINE = [/^Beginning execution of/, /^Finished "/, /function temporarily disabled/, /^Loaded functions/];

/** `us-central1-reviewMember` → `reviewMember`. */
const shortName = (name: string) => name.replace(/^[a-z]+-[a-z]+\d+-/, '');

function describeValue(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** A function's own log entry (`logger.info('text', { uid })`) as `text (uid: x)`, its severity first unless INFO. */
function describeUserEntry(user: unknown, fallback: string): string {
  if (user === null || typeof user !== 'object') return typeof user === 'string' ? user : fallback;
  const { severity, message, ...fields } = user as Record<string, unknown>;
  const details = Object.entries(fields).map(([key, value]) => `${key}: ${describeValue(value)}`);
  const level = typeof severity === 'string' && severity !== 'INFO' ? `${severity} ` : '';
  const text = typeof message === 'string' ? message : fallback;
  return `${level}${text}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}

/**
 * The line `npm start` shows for a log entry, or null for the emulators' routine chatter: a
 * function's own log lines, one each, and any warning or error of the Functions emulator (a
 * function that failed to load or threw), pointing at the log that has the details.
 */
export function formatLogBundle(bundle: LogBundle, logFile: string): string | null {
  const metadata = bundle.data?.metadata;
  const fn = metadata?.function?.name ? shortName(metadata.function.name) : null;
  const text = (metadata?.message ?? bundle.message).replace(/^>\s*/, '').trim();
  if (bundle.data && 'user' in bundle.data) {
    // DEBUG entries are the SDK's own bookkeeping (a callable's token checks), not the developer's.
    const user = bundle.data.user as { severity?: unknown } | null;
    if (user !== null && typeof user === 'object' && user.severity === 'DEBUG') return null;
    return `[functions] ${fn ? `${fn}: ` : ''}${describeUserEntry(bundle.data.user, text)}`;
  }
  if (metadata?.emulator?.name !== 'functions' || ROUTINE.some((pattern) => pattern.test(text))) return null;
  if (bundle.level !== 'warn' && bundle.level !== 'error') return null;
  const firstLine = text.split('\n')[0] ?? text;
  return `[functions] ${bundle.level === 'error' ? 'error' : 'warning'}: ${fn ? `${fn}: ` : ''}${firstLine} (details: ${logFile})`;
}

/**
 * Follows the Logging emulator and calls `print` with each line formatLogBundle keeps, from now on
 * (the emulator replays its history to a new client: older entries are skipped).
 * Returns a function that stops following.
 */
export function followFunctionLogs(
  logging: EmulatorAddress,
  logFile: string,
  print: (line: string) => void,
): () => void {
  const since = Date.now();
  let socket: WebSocket | null = null;
  let stopped = false;
  const connect = () => {
    if (stopped) return;
    socket = new WebSocket(`ws://${hostPort(logging)}`);
    socket.addEventListener('message', (event) => {
      let bundle: LogBundle;
      try {
        bundle = JSON.parse(String(event.data)) as LogBundle;
      } catch {
        return;
      }
      if (bundle.timestamp < since) return;
      const line = formatLogBundle(bundle, logFile);
      if (line) print(line);
    });
    // The Logging emulator is part of firebase-tools' process: if the socket drops while the suite
    // still runs (it never should), try again shortly rather than go silent.
    socket.addEventListener('close', () => setTimeout(connect, 1_000));
  };
  connect();
  return () => {
    stopped = true;
    socket?.close();
  };
}
