import { setGlobalOptions } from 'firebase-functions/v2';

/** The most instances any function may scale to: a ceiling on a flood's cost (docs/decisions/0017). */
export const MAX_INSTANCES = 10;

// Loaded before any function is defined (initialize.ts); the v1 auth trigger sets its own.
setGlobalOptions({ maxInstances: MAX_INSTANCES });

/** Where every function runs; firebase.json's rewrites name it too (a launcher test holds them to it). */
export const REGION = 'us-central1';

/** Why: docs/decisions/0017-function-options-and-retries.md */
export const CALLABLE_OPTIONS = { region: REGION, enforceAppCheck: true } as const;
