import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, type Plugin, type ProxyOptions } from 'vite';

/** A Hosting rewrite of firebase.json that sends a path to a function. */
export interface FunctionRewrite {
  source: string;
  functionId: string;
  region: string;
}

interface HostingConfig {
  hosting: {
    rewrites?: { source?: string; destination?: string; function?: { functionId: string; region?: string } }[];
  };
}

/**
 * Rewrites the dev server leaves to the app: a post page's function fills Hosting's own shell (fetched
 * from the Hosting emulator, which `npm start` does not run); the lists' function serves a build's
 * render, which the dev server does not make. There the app itself gives the same pages.
 */
const SERVED_BY_THE_APP = new Set(['postPage', 'communityPage']);

const firebaseJson = path.resolve(import.meta.dirname, '../../firebase.json');

/** firebase.json's function rewrites, but those SERVED_BY_THE_APP in development. */
export function functionRewrites(config: HostingConfig = readFirebaseJson()): FunctionRewrite[] {
  return (config.hosting.rewrites ?? []).flatMap((rewrite) =>
    rewrite.source && rewrite.function && !SERVED_BY_THE_APP.has(rewrite.function.functionId)
      ? [
          {
            source: rewrite.source,
            functionId: rewrite.function.functionId,
            region: rewrite.function.region ?? 'us-central1',
          },
        ]
      : [],
  );
}

function readFirebaseJson(): HostingConfig {
  return JSON.parse(readFileSync(firebaseJson, 'utf8')) as HostingConfig;
}

/**
 * A Hosting glob as the proxy's key: a regular expression (a key starting with ^) over the path and
 * its query. `*` is one path segment, `**` any number; other glob syntax is refused, not guessed.
 */
export function proxyKey(source: string): string {
  if (/[?[\]{}!]/.test(source)) throw new Error(`firebase.json rewrite ${source}: only * and ** are understood here`);
  const pattern = source
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/?]+' : part.replace(/[.+^$()|\\]/g, '\\$&')))
    .join('');
  return `^${pattern}(?:\\?.*)?$`;
}

/**
 * The dev server's proxy for functionRewrites, from the app's own variables (web/.env, and the
 * launcher's VITE_* for the emulators: tools/emulators/config.ts webEnv); null when the app does not
 * use the emulators. The function sees the path as Hosting gives it: the emulator strips
 * `/<project>/<region>/<function>` off the URL.
 */
export function functionsEmulatorProxy(
  env: Record<string, string | undefined>,
  rewrites: readonly FunctionRewrite[] = functionRewrites(),
): Record<string, ProxyOptions> | null {
  if (env.VITE_FIREBASE_USE_EMULATORS === 'false' || !env.VITE_FIREBASE_PROJECT_ID) return null;
  const target = `http://${env.VITE_FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}`;
  const project = env.VITE_FIREBASE_PROJECT_ID;
  return Object.fromEntries(
    rewrites.map(({ source, functionId, region }) => [
      proxyKey(source),
      { target, rewrite: (requested: string) => `/${project}/${region}/${functionId}${requested}` },
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
