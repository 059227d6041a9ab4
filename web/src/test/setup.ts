import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, vi } from 'vitest';
import { featureNamespaces, loadNamespaces } from '@/i18n/i18n';
import { forgetRaisedToasts } from '@/lib/toast/notify';
import { changedGlobals, recordGlobals } from './globals-guard';
import { scrollNowhere } from './no-scrolling';

// Many tests wait on the real emulators (an auth trigger, a Firestore round trip) on a shared
// 2-core machine: give findBy/waitFor room rather than flaking at the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// Routes load their namespaces with their code; components rendered on their own need them too.
await loadNamespaces(featureNamespaces);

// jsdom has no layout to scroll; a file in the node environment (web/scripts) has no window at all.
if (typeof window !== 'undefined') window.scrollTo = scrollNowhere;
recordGlobals();

// The files share one window (isolate: false): spies and stubbed globals are put back after every
// test, and a test that changed another global (assigned, defined, fake timers) fails, naming it.
afterEach(() => {
  cleanup();
  // A toast raised with no container on screen waits in react-toastify's module-wide queue for the
  // next one: dismissed here (no container left after cleanup), it cannot fill another file's toasts.
  toast.dismiss();
  forgetRaisedToasts();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  const changed = changedGlobals();
  if (changed.length > 0) throw new Error(`The test left these globals changed: ${changed.join(', ')}`);
});
