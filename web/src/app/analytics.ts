/** Spec section 7. Only from this origin (the CSP allows no third-party scripts), once the page is idle. */
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
