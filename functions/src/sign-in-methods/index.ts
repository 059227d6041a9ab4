import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { CALLABLE_OPTIONS } from '../options.js';
import { sendSignInMethodsHandler } from './send-sign-in-methods.js';

/** Callable for anyone, signed in or not (the sign-in page): e-mails an account its sign-in methods. */
export const sendSignInMethods = onCall(CALLABLE_OPTIONS, (request) =>
  sendSignInMethodsHandler(getFirestore(), getAuth(), request),
);
