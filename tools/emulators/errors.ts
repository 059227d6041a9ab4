/**
 * A failure the launcher can explain in one line. The CLI prints only the message
 * (no stack trace) and exits non-zero: the message must say what to do.
 */
export class LauncherError extends Error {
  override readonly name = 'LauncherError';
}
