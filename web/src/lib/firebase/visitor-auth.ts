/**
 * What visitor-session.ts uses of the Auth SDK, as static named imports: imported dynamically by
 * name instead (`import('firebase/auth')`), the bundler would keep the whole SDK as a chunk of its
 * own, which the members' pages then load too (WritePostPage: 164.7 KB gzip instead of 153.2, `npm run bench`).
 */
export { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInAnonymously } from 'firebase/auth';
