/** Static named imports: a dynamic `import('firebase/auth')` would make the whole SDK a chunk of its own. */
export { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInAnonymously } from 'firebase/auth';
