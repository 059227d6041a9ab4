/** A chunk of their own: public pages need only the auth state. */
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import { auth } from '@/lib/firebase/auth';
import { callFunction } from '@/lib/firebase/callable';
import { verifiedContinuePath } from '@/features/auth/redirects';
import { markVerificationSent } from './verification-mail';

export const signInWithGoogle = async (): Promise<User> =>
  (await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)).user;

export const signUpWithPassword = async (email: string, password: string): Promise<User> =>
  (await createUserWithEmailAndPassword(auth, email, password)).user;

export const signInWithPassword = async (email: string, password: string): Promise<User> =>
  (await signInWithEmailAndPassword(auth, email, password)).user;

export const sendPasswordReset = (email: string) => sendPasswordResetEmail(auth, email);

/** It answers the same whether or not there is an account, so the page can say no more. */
export const sendSignInMethods = async (email: string): Promise<void> => {
  await callFunction('sendSignInMethods', { email });
};

export const signOutEverywhere = () => signOut(auth);

/** In production the site's domain must be an authorized domain (docs/deploy.md). */
export async function sendVerificationMail(user: User, continuePath: string): Promise<void> {
  await sendEmailVerification(user, { url: new URL(verifiedContinuePath(continuePath), location.origin).href });
  markVerificationSent(user.uid);
}
