/**
 * The hosting provider's cookie-less web analytics (spec section 7), e.g. Vercel's
 * /_vercel/insights/script.js. Loaded only by a production build with VITE_ANALYTICS_SCRIPT_PATH
 * set, only from this origin (the CSP allows no third-party scripts), and only once the page has
 * loaded and the browser is idle, so it never competes with the page itself.
 */
export function startAnalytics({
  scriptPath,
  production,
  win = window,
}: {
  scriptPath: string;
  production: boolean;
  win?: Window;
}): boolean {
  if (!production || !scriptPath) return false;
  if (!scriptPath.startsWith('/') || scriptPath.startsWith('//')) {
    throw new Error(
      `VITE_ANALYTICS_SCRIPT_PATH must be a same-origin path like /_vercel/insights/script.js, not ${scriptPath}`,
    );
  }
  const inject = () => {
    const script = win.document.createElement('script');
    script.src = scriptPath;
    script.defer = true;
    win.document.head.append(script);
  };
  const whenIdle = () =>
    win.requestIdleCallback ? win.requestIdleCallback(inject, { timeout: 5000 }) : win.setTimeout(inject, 1);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return true;
}
