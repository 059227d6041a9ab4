import { describe, expect, it } from 'vitest';
import { formatLogBundle, type LogBundle } from './function-logs.ts';

const LOG = '.emulators/logs/firebase.log';
const fromFunction = (name: string, level: string, message: string, user?: unknown): LogBundle => ({
  level,
  message,
  timestamp: Date.now(),
  data: {
    ...(user === undefined ? {} : { user }),
    metadata: { emulator: { name: 'functions' }, function: { name }, message },
  },
});

describe('formatLogBundle', () => {
  it("shows a function's own log entry on one line: its name, the message and its fields", () => {
    const bundle = fromFunction('us-central1-createProfileOnSignUp', 'info', '>  {"uid":"u1"}', {
      severity: 'INFO',
      message: 'profile created',
      uid: 'u1',
    });
    expect(formatLogBundle(bundle, LOG)).toBe('[functions] createProfileOnSignUp: profile created (uid: u1)');
  });

  it('names a severity other than INFO, and quotes text fields with spaces', () => {
    const bundle = fromFunction('us-central1-reviewMember', 'info', '>', {
      severity: 'WARNING',
      message: 'application changed',
      note: 'two words',
    });
    expect(formatLogBundle(bundle, LOG)).toBe(
      '[functions] reviewMember: WARNING application changed (note: "two words")',
    );
  });

  it('prints a plain console.log line as it is', () => {
    const bundle = fromFunction('us-central1-reviewMember', 'info', '>  hello there', 'hello there');
    expect(formatLogBundle(bundle, LOG)).toBe('[functions] reviewMember: hello there');
  });

  it("hides the SDK's DEBUG entries and the emulator's routine messages", () => {
    const debug = fromFunction('us-central1-reviewMember', 'info', '>', { severity: 'DEBUG', message: 'verified' });
    expect(formatLogBundle(debug, LOG)).toBeNull();
    for (const routine of ['Beginning execution of "us-central1-x"', 'Finished "us-central1-x" in 3ms']) {
      expect(formatLogBundle(fromFunction('us-central1-x', 'info', routine), LOG)).toBeNull();
    }
    const otherEmulator: LogBundle = {
      level: 'warn',
      message: 'Unable to fetch the CLI MOTD',
      timestamp: 0,
      data: { metadata: { emulator: { name: 'hub' } } },
    };
    expect(formatLogBundle(otherEmulator, LOG)).toBeNull();
  });

  it("reports the Functions emulator's errors and warnings in one line with the log that has the details", () => {
    const failure = fromFunction('us-central1-reviewMember', 'error', 'Failed to load function\n    at stack line');
    expect(formatLogBundle(failure, LOG)).toBe(
      `[functions] error: reviewMember: Failed to load function (details: ${LOG})`,
    );
    const warning: LogBundle = {
      level: 'warn',
      message: 'Your function timed out after ~60s.',
      timestamp: 0,
      data: { metadata: { emulator: { name: 'functions' } } },
    };
    expect(formatLogBundle(warning, LOG)).toBe(
      `[functions] warning: Your function timed out after ~60s. (details: ${LOG})`,
    );
  });
});
