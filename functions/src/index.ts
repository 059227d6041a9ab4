import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { createProfileOnSignUp } from './profiles/on-user-created.js';
export { reviewMember } from './members/index.js';
