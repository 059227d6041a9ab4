import { mailProvider } from '@/config/site';

/** The policies' test holds `services` and `extensions` to what firebase.json deploys. */
export interface Processor {
  id: string;
  name: string;
  /** The products used, as the policy names them. */
  services: readonly string[];
  /** The instance ids of the extensions of firebase.json it stands behind. */
  extensions: readonly string[];
  /** What it does for us, a paragraph each. */
  does: readonly string[];
}

export const processors: readonly Processor[] = [
  {
    id: 'google',
    name: 'Google (Firebase and Google Cloud)',
    services: [
      'Firebase Hosting',
      'Firebase Authentication',
      'Cloud Firestore',
      'Cloud Functions',
      'Cloud Storage',
      'Cloud Logging',
      'reCAPTCHA Enterprise, through Firebase App Check',
    ],
    extensions: [],
    does: [
      'Serves the site, keeps its accounts, its database and its images, runs its server functions and keeps their logs.',
      'Our server functions run in Google’s us-central1 region, in the United States; the database and the images are kept in the Google Cloud location chosen for the site.',
      'Before an action that calls the server functions (the sign-in help, an upload, deleting an account, the administrators’ tools), the site loads Google’s reCAPTCHA Enterprise, which looks at your browser to tell people from programs.',
      'Firebase Authentication itself sends the e-mails that verify an address and reset a password. If you sign in with Google, Google handles that sign-in under its own privacy policy.',
    ],
  },
  {
    id: 'email-delivery',
    name: mailProvider || 'Our e-mail delivery service',
    services: [],
    extensions: ['firestore-send-email'],
    does: [
      `${mailProvider ? 'The e-mail delivery service that sends' : 'Sends'} the site’s other e-mails: Firebase’s Trigger Email extension hands each one (the address, the subject and the text) to its mail server, and records whether it was delivered.`,
    ],
  },
];
