import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAnalytics } from './app/analytics';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import { site } from './config/site';
import './i18n/i18n';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// index.html's default title and description serve clients without JavaScript; each page renders
// its own (app/PageHead.tsx), so the defaults go to leave one of each.
document.head.querySelectorAll('[data-default-head]').forEach((element) => element.remove());

// The first page loads while the auth state does (the auth gate shows `loading...` until then).
preloadPage(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

startAnalytics({ scriptPath: site.analyticsScriptPath, production: import.meta.env.PROD });
