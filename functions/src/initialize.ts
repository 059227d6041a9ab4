// Loaded first by every entry (index.ts, main.ts): the global options before any function is
// defined, and the one Admin SDK app the handlers use.
import './options.js';
import { initializeApp } from 'firebase-admin/app';

initializeApp();
