import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startAnalytics } from './app/analytics';
import { App } from './app/App';
import { loadPage } from './app/routes';
import { site } from './config/site';
import { hydrateFromIsland, islandHoldsDates } from './lib/data/server-data';
import { storedSession } from './lib/firebase/stored-session';
import { prepareDateFormats } from './i18n/format';
import './i18n/i18n';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/print.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A prerendered page (and index.html) carries head tags for clients without JavaScript, marked
// data-default-head; the app renders its own (components/head/PageHead.tsx), so these go to leave one of each.
document.head.querySelectorAll('[data-default-head]').forEach((element) => element.remove());

/**
 * Hydrates only the very page as a signed-out visitor sees it, else renders from scratch. An async function, not a
 * top-level await: with one, Rolldown splits the entry's shared modules into chunks of their own.
 */
async function start(container: HTMLElement): Promise<void> {
  const { pathname, search } = window.location;
  const session = storedSession();
  // The page's code and strings start loading at once (its lazy component gets the same promise).
  const page = loadPage(pathname).catch(() => {});
  // A page whose lists hold dates: the formatters are made in a task of their own, while the chunk
  // downloads, and the render finds them made. Other pages never pay for them.
  if (islandHoldsDates()) setTimeout(prepareDateFormats, 0);
  const app = (
    <StrictMode>
      <App storedSession={session} />
    </StrictMode>
  );
  if (session === 'stored') {
    // `loading...` at once; styles/base.css hid the prerendered page until this commit.
    flushSync(() => createRoot(container).render(app));
    delete container.dataset.prerenderedPath;
    return;
  }
  // Signed out, the first render is the page itself: wait for it, so that the HTML is hydrated
  // (or replaced by the same page) in one commit, never by an empty frame.
  await page;
  // In a transition, React hydrates (or renders) in slices and yields to the browser between
  // them: the page already on screen stays responsive instead of one long task on a slow phone.
  startTransition(() => {
    if (container.dataset.prerenderedPath === pathname && search === '') {
      hydrateFromIsland(pathname);
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Hydration failed; the page was rendered again', error),
      });
    } else {
      createRoot(container).render(app);
    }
  });
}

// The page starts in a task of its own, so the browser can paint and answer input between the two
// (docs/decisions/0104-the-floor-a-react-page-starts-from.md).
setTimeout(() => void start(root), 0);

startAnalytics({ scriptPath: site.analyticsScriptPath, production: import.meta.env.PROD });
