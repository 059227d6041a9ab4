import type { AppCheck } from 'firebase/app-check';
import { firebaseApp } from './app';
import { firebaseOptions, useEmulators } from './config';
import { emulatorAppCheckToken } from './app-check-stand-in';

let starting: Promise<void> | undefined;
let appCheck: AppCheck | undefined;

/**
 * Starts Firebase App Check once, before the first protected call (callFunction): the callables
 * enforce it (functions/src/options.ts). It starts on that first action and not on page load
 * because in production its provider is reCAPTCHA Enterprise, a Google script, and the site's
 * pages load no third-party script; only an admin's or a member's action that calls a function
 * loads it. Once started, the Firebase SDKs attach its token to their requests.
 *
 * Against the emulators it presents a stand-in token (app-check-stand-in.ts), since nothing here
 * can reach Google's App Check service.
 */
export function ensureAppCheck(): Promise<void> {
  starting ??= start().catch((error: unknown) => {
    starting = undefined;
    throw error;
  });
  return starting;
}

async function start(): Promise<void> {
  const { initializeAppCheck, CustomProvider, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  const siteKey = import.meta.env.VITE_APPCHECK_SITE_KEY;
  const provider = useEmulators
    ? new CustomProvider({ getToken: () => Promise.resolve(emulatorAppCheckToken(firebaseOptions.appId ?? '')) })
    : new ReCaptchaEnterpriseProvider(siteKey ?? '');
  appCheck = initializeAppCheck(firebaseApp, { provider, isTokenAutoRefreshEnabled: true });
}

/**
 * An App Check token for a request the SDKs do not send themselves (the image upload, a plain
 * XMLHttpRequest), or null when none can be had: the function then refuses the request and says so.
 */
export async function appCheckToken(): Promise<string | null> {
  try {
    await ensureAppCheck();
    const { getToken } = await import('firebase/app-check');
    return appCheck ? (await getToken(appCheck)).token : null;
  } catch (error) {
    console.warn('No App Check token', error);
    return null;
  }
}
