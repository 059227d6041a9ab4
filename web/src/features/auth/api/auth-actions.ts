/**
 * The sign-in actions, in a chunk of their own: public pages need only the auth state
 * (onAuthStateChanged), so these are loaded the first time a member acts.
 */
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  fetchSignInMethodsForEmail,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import { auth } from '../../../lib/firebase/auth';

export const signInWithGoogle = async (): Promise<User> =>
  (await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)).user;

export const signUpWithPassword = async (email: string, password: string): Promise<User> =>
  (await createUserWithEmailAndPassword(auth, email, password)).user;

export const signInWithPassword = async (email: string, password: string): Promise<User> =>
  (await signInWithEmailAndPassword(auth, email, password)).user;

export const sendPasswordReset = (email: string) => sendPasswordResetEmail(auth, email);

export const signInMethodsFor = (email: string) => fetchSignInMethodsForEmail(auth, email);

export const signOutEverywhere = () => signOut(auth);
