import { getApp, getApps, initializeApp } from 'firebase/app';
import { firebaseOptions } from './config';

/** The one Firebase app of the web client. */
export const firebaseApp = getApps().length > 0 ? getApp() : initializeApp(firebaseOptions);
