import { loadEnv, type Plugin, type ProxyOptions } from 'vite';

/**
 * The paths firebase.json's Hosting rewrites send to a function, and that function. The dev server
 * is no Hosting: it sends them to the Functions emulator, so the app uses one URL everywhere
 * (docs/decisions/0040-uploaded-images.md).
 */
export const FUNCTION_REWRITES = [
  { path: '/media/', functionId: 'media' },
  { path: '/api/images', functionId: 'uploadImage' },
] as const;

/** The functions' region (functions/src/options.ts REGION, which this file cannot import: it sets the functions' options). */
const REGION = 'us-central1';

/**
 * The dev server's proxy for FUNCTION_REWRITES, from the app's own variables (web/.env, and the
 * launcher's VITE_* for the emulators: tools/emulators/config.ts webEnv); null when the app does not
 * use the emulators. The function sees the path as Hosting gives it: the emulator strips
 * `/<project>/<region>/<function>` off the URL.
 */
export function functionsEmulatorProxy(env: Record<string, string | undefined>): Record<string, ProxyOptions> | null {
  if (env.VITE_FIREBASE_USE_EMULATORS === 'false' || !env.VITE_FIREBASE_PROJECT_ID) return null;
  const target = `http://${env.VITE_FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}`;
  const project = env.VITE_FIREBASE_PROJECT_ID;
  return Object.fromEntries(
    FUNCTION_REWRITES.map(({ path, functionId }) => [
      path,
      { target, rewrite: (requested: string) => `/${project}/${REGION}/${functionId}${requested}` },
    ]),
  );
}

/** Adds functionsEmulatorProxy to the dev server (never to a build). */
export function functionsEmulatorProxyPlugin(): Plugin {
  return {
    name: 'voa:functions-emulator-proxy',
    apply: 'serve',
    config(config, { mode }) {
      const proxy = functionsEmulatorProxy(loadEnv(mode, config.envDir || config.root || process.cwd(), 'VITE_'));
      return proxy ? { server: { proxy } } : undefined;
    },
  };
}
