import type { AppCheck } from 'firebase/app-check';
import { firebaseApp } from './app';
import { firebaseOptions, useEmulators } from './config';
import { emulatorAppCheckToken } from './app-check-stand-in';

let starting: Promise<void> | undefined;
let appCheck: AppCheck | undefined;

/**
 * Starts on the first protected call, not on page load: its production provider is a Google script, and public pages
 * load no third-party script. On the emulators: app-check-stand-in.ts.
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

/** For a request the SDKs do not send themselves (the image upload); null when none can be had. */
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
