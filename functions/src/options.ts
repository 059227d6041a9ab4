import { setGlobalOptions } from 'firebase-functions/v2';

/**
 * The most instances any function may scale to: a ceiling on what a flood of requests (or a bug
 * that loops) can cost. The site's traffic needs one or two.
 */
export const MAX_INSTANCES = 10;

// Imported first by index.ts, so every v2 function defined after it gets these. The v1 auth
// trigger sets the same ceiling through runWith (profiles/index.ts).
setGlobalOptions({ maxInstances: MAX_INSTANCES });

/** Where every function runs; firebase.json's rewrites name it too (a launcher test holds them to it). */
export const REGION = 'us-central1';

/**
 * Options of every callable function (onCall): one region, the one the web client calls, and App
 * Check enforced: a request without a valid App Check token (from this site's web app, attested by
 * reCAPTCHA Enterprise in production) is refused before the handler runs, so a script holding a
 * stolen or scripted ID token cannot flood a callable. Define callables with
 * `onCall(CALLABLE_OPTIONS, handler)` so that a protection added here reaches all.
 */
export const CALLABLE_OPTIONS = { region: REGION, enforceAppCheck: true } as const;
