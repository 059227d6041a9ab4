import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { createProfileOnSignUp } from './profiles/on-user-created.js';
