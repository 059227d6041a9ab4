import { signInWithEmailAndPassword } from 'firebase/auth';
import { auth } from '../../lib/firebase/auth';
import { createAccount, waitForDoc, writeDoc, writeDocs } from '../../test/emulators';

/** Test data for the directory and admin tests (seeded through the emulators' REST APIs). */
export const joined = new Date('2026-03-03T12:00:00Z');

export function card(name: string, type: string, country = 'Ghana') {
  return { displayName: name, type, country, bio: `${name} writes and reads stories from ${country}.`, joined };
}

/** `count` cards of one kind named "<prefix> 01", "<prefix> 02"… (so their order is known). */
export async function seedCards(type: string, count: number, prefix = 'Member'): Promise<void> {
  const docs: Record<string, ReturnType<typeof card>> = {};
  for (let n = 1; n <= count; n++) {
    const number = String(n).padStart(2, '0');
    docs[`members/${type}-${number}`] = card(`${prefix} ${number}`, type);
  }
  await writeDocs(docs);
}

/** Signs in a new account with the given profile fields (what reviewMember would have set). */
export async function signInWith(email: string, fields: Record<string, string | null>): Promise<string> {
  const uid = await createAccount(email, 'a good password');
  await waitForDoc(`users/${uid}`);
  await writeDoc(`users/${uid}`, fields);
  await signInWithEmailAndPassword(auth, email, 'a good password');
  return uid;
}
