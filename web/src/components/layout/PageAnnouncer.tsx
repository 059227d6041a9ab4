import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * What a page load does for a screen reader, done for a navigation inside the app: focus moves to
 * the new page's main heading (or to main while the heading is still on its way) without
 * scrolling, and the page's title is read out from a polite live region. Not on the first page,
 * which the browser itself announces. docs/decisions/0107-navigation-scroll-and-focus.md
 */
export function PageAnnouncer() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const region = useRef<HTMLParagraphElement>(null);

  // In the commit that shows the page, where its <title> is already in the head.
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById('main');
    const heading = main?.querySelector('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    (heading ?? main)?.focus({ preventScroll: true });
    if (region.current) region.current.textContent = document.title;
  }, [pathname]);

  return <p ref={region} role="status" className="visually-hidden" />;
}
