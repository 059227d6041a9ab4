import type { Plugin } from 'vite';

/** The mode that builds the demo project's config on purpose: `vite build --mode demo` (the bench). */
export const DEMO_MODE = 'demo';

// VITE_APPCHECK_SITE_KEY: the callables enforce App Check, so without a key no admin could act.
const REQUIRED = [
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_APP_ID',
  'VITE_APPCHECK_SITE_KEY',
] as const;

/**
 * Why this build must not go ahead, or null. A deployable build (mode production, not connected to
 * the emulators) needs a real project's web config: web/.env only holds the demo project's, which
 * can never reach a backend, so forgetting the real values would ship a site where nobody can sign
 * in. `deployProject` is the project `firebase deploy` is deploying to (its predeploy hooks set
 * GCLOUD_PROJECT): the config must be that project's.
 */
export function deployBuildProblem(
  mode: string,
  env: Record<string, string | undefined>,
  deployProject?: string,
): string | null {
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? '';
  if (deployProject) {
    if (mode === DEMO_MODE || env.VITE_FIREBASE_USE_EMULATORS === 'true') {
      return `A demo or emulator build cannot be deployed to ${deployProject}: deploy a production build (npm run deploy)`;
    }
  } else if (mode === DEMO_MODE || env.VITE_FIREBASE_USE_EMULATORS === 'true') {
    return null;
  }
  if (mode !== 'production') return null;

  if (projectId.startsWith('demo-') || env.VITE_FIREBASE_API_KEY?.startsWith('demo-')) {
    return (
      `This production build would use the demo project's config (${projectId}): put the real web config in ` +
      'web/.env.production.local (docs/deploy.md), or build the demo on purpose with --mode demo'
    );
  }
  const missing = REQUIRED.filter((key) => !env[key]);
  if (missing.length > 0) {
    return `The production build has no ${missing.join(', ')}: put the project's web config in web/.env.production.local (docs/deploy.md)`;
  }
  if (deployProject && projectId !== deployProject) {
    return `The web config is for the project ${projectId}, but this deploy goes to ${deployProject}: set the web config of ${deployProject} in web/.env.production.local`;
  }
  return null;
}

/**
 * Ends `vite build` with one line, before anything is bundled, when deployBuildProblem finds a
 * problem. It prints and exits rather than throwing: Vite would print a thrown error with the
 * plugin's stack trace, burying the one sentence the maintainer needs.
 */
export function firebaseConfigGuard(): Plugin {
  return {
    name: 'voa:firebase-config-guard',
    apply: 'build',
    configResolved(config) {
      const problem = deployBuildProblem(config.mode, config.env, process.env.GCLOUD_PROJECT);
      if (!problem) return;
      config.logger.error(problem);
      process.exit(1);
    },
  };
}
