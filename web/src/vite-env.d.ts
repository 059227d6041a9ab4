/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_NAME: string;
  readonly VITE_SITE_TAGLINE: string;
  readonly VITE_SITE_PHONE: string;
  readonly VITE_SITE_HEADQUARTERS: string;
  readonly VITE_SITE_INDUSTRY: string;
  readonly VITE_SITE_FOUNDED: string;
  readonly VITE_SITE_ORIGIN: string;
  readonly VITE_SITE_MAIN_HOSTS: string;
  readonly VITE_SITE_LINKEDIN_URL: string;
  readonly VITE_SITE_FACEBOOK_URL: string;
  readonly VITE_SITE_INSTAGRAM_URL: string;
  readonly VITE_SITE_TWITTER_URL: string;
  /** Same-origin path of the analytics script; empty or unset = no analytics. */
  readonly VITE_ANALYTICS_SCRIPT_PATH?: string;
  /** The year of the build (web/vite.config.ts): the footer's last copyright year. */
  readonly VITE_BUILD_YEAR: string;
  /** The e-mail delivery service's name, for the privacy policy; empty or unset = "an e-mail delivery service". */
  readonly VITE_SITE_MAIL_PROVIDER?: string;
  readonly VITE_FIREBASE_PROJECT_ID: string;
  readonly VITE_FIREBASE_API_KEY: string;
  /** Unset: the page's own host (Hosting serves the auth helper on every domain of the site). */
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID: string;
  readonly VITE_FIREBASE_APP_ID: string;
  /** 'true' to connect to the local emulators (npm start sets it; the default in development). */
  /** App Check's reCAPTCHA Enterprise site key (production builds; docs/deploy.md). */
  readonly VITE_APPCHECK_SITE_KEY?: string;
  readonly VITE_FIREBASE_USE_EMULATORS?: string;
  readonly VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_FUNCTIONS_EMULATOR_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
