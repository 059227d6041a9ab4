import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Focus moves to the new page's heading and its title is read from a polite live region; not on the first page, which
 * the browser announces. docs/decisions/0107-navigation-scroll-and-focus.md
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
