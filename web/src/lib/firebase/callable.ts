import { ensureAppCheck } from './app-check';

/** Same origin through Hosting's rewrite, so the CSP's connect-src needs no cloudfunctions.net host. */
const callablePath = (name: string) => `/api/${name}`;

/** Every call of the web client goes through here: the SDK on first use, the same-origin route, App Check. */
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
