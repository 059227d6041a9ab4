import { ensureAppCheck } from './app-check';

/**
 * Where a built site calls a callable: its own origin, which Hosting rewrites to the function
 * (firebase.json, `/api/<name>`; the Hosting emulator does the same in the browser tests). So the
 * CSP's connect-src needs no cloudfunctions.net host. The dev server has no rewrites: there the SDK
 * calls the Functions emulator directly.
 */
const callablePath = (name: string) => `/api/${name}`;

/**
 * Calls a callable Cloud Function by name and returns its result. Every call of the web client goes
 * through here, so what a call needs is in one place: the Functions SDK (loaded on first use), the
 * same-origin route, and App Check, which every callable enforces. Errors are the SDK's
 * FunctionsError ('functions/<code>').
 */
export async function callFunction<Request, Result = unknown>(name: string, data: Request): Promise<Result> {
  const [{ functions }, { httpsCallable, httpsCallableFromURL }] = await Promise.all([
    import('./functions'),
    import('firebase/functions'),
    ensureAppCheck(),
  ]);
  const callable = import.meta.env.DEV
    ? httpsCallable<Request, Result>(functions, name)
    : httpsCallableFromURL<Request, Result>(functions, new URL(callablePath(name), location.origin).href);
  const { data: result } = await callable(data);
  return result;
}
