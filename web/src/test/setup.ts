import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { featureNamespaces, loadNamespaces } from '../i18n/i18n';

// Many tests wait on the real emulators (an auth trigger, a Firestore round trip) on a shared
// 2-core machine: give findBy/waitFor room rather than flaking at the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// Routes load their namespaces with their code; components rendered on their own need them too.
await loadNamespaces(featureNamespaces);

afterEach(() => cleanup());
