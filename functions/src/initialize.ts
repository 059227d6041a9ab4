// Loaded first by every entry: the global options, then the one Admin SDK app.
import './options.js';
import { initializeApp } from 'firebase-admin/app';

initializeApp();
