import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { untilLoaded } from './page.ts';

/**
 * What a person meets while moving between screens, measured in the browser: where a tapped link
 * opens the next page, where Back returns, whether controls sit on top of each other, and whether
 * each one is big enough for a finger. Any journey can use them; tests/e2e/phone-journeys.test.ts
 * runs them over every page of the route table.
 */

/** The phones journeys are run at: the narrowest the site supports, a common one, a large one. */
export const phones = {
  narrow: { width: 320, height: 640 },
  common: { width: 390, height: 844 },
  large: { width: 430, height: 932 },
} as const;

/** A browser context like a phone's: its viewport, touch, the mobile viewport meta honoured. */
export const phoneContext = (viewport: { width: number; height: number }): BrowserContextOptions => ({
  viewport,
  hasTouch: true,
  isMobile: true,
});

/** A page "opens at its top" when it is scrolled no further than this (px). */
export const AT_TOP_PX = 4;
/** Back "returns to the place" when it lands this close to where the reader was (px). */
export const BACK_WITHIN_PX = 100;
/** The smallest tap target (px), both ways: WCAG 2.2's 2.5.5 Target Size (Enhanced). */
export const TAP_TARGET_PX = 44;

/** Scrolls the window to `y` at once (the site scrolls smoothly otherwise) and returns where it got. */
export async function scrollToY(page: Page, y: number): Promise<number> {
  return page.evaluate(
    (top) =>
      new Promise<number>((resolve) => {
        const done = () => requestAnimationFrame(() => resolve(window.scrollY));
        if (Math.round(window.scrollY) === Math.round(Math.min(top, maxScroll()))) return done();
        window.addEventListener('scroll', done, { once: true });
        window.scrollTo({ top, behavior: 'instant' });
        function maxScroll() {
          return document.documentElement.scrollHeight - window.innerHeight;
        }
      }),
    y,
  );
}

/** Scrolls to the bottom of the page, as a reader who read it all, and returns scrollY there. */
export const scrollToBottom = (page: Page): Promise<number> => scrollToY(page, 1e9);

/**
 * Scrolls so that `target` sits at the bottom of the viewport (the last thing the reader reached)
 * and returns scrollY there.
 */
export async function scrollUntilInView(page: Page, target: Locator): Promise<number> {
  const y = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return Math.max(0, window.scrollY + box.bottom - window.innerHeight + 8);
  });
  return scrollToY(page, y);
}

/**
 * Taps `link` and waits until the page it leads to has arrived: the address changed, the page shown
 * before has gone (the address changes at once, the page once its code is in), its main heading is
 * there, its lists are loaded and its fonts in.
 */
export async function tapAndArrive(page: Page, link: Locator): Promise<void> {
  await arriving(page, () => link.tap());
}

/** Goes Back, as the browser's button or a phone's back gesture does, and waits until the page is there. */
export async function goBackAndArrive(page: Page): Promise<void> {
  await arriving(page, async () => void (await page.goBack()));
}

async function arriving(page: Page, go: () => Promise<void>): Promise<void> {
  const before = page.url();
  // What main shows now is marked: the next page has arrived once none of it is left.
  await page.evaluate(() =>
    document.querySelectorAll('main > *').forEach((element) => element.setAttribute('data-left', '')),
  );
  await go();
  await page.waitForURL((url) => url.href !== before);
  await page.waitForFunction(() => document.querySelector('main > [data-left]') === null);
  await page.locator('main h1').first().waitFor();
  await untilLoaded(page);
  await page.evaluate(() => document.fonts.ready.then(() => true));
}

/**
 * "Opens at its top": what is wrong with where the page opened, if anything. Right is scrolled no
 * further than AT_TOP_PX or, when the address names a #fragment, its element at the top of the
 * viewport (below the sticky header: up to the root's scroll-padding) or as near as the page scrolls.
 */
export async function notAtItsTop(page: Page): Promise<string[]> {
  await untilStill(page);
  const where = await page.evaluate(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    const element = id ? document.getElementById(id) : null;
    return {
      scrollY: window.scrollY,
      fragmentTop: element?.getBoundingClientRect().top,
      padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
      atEnd: window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1,
    };
  });
  const url = new URL(page.url());
  if (where.fragmentTop === undefined) {
    return where.scrollY <= AT_TOP_PX ? [] : [`${url.pathname} opened scrolled ${Math.round(where.scrollY)} px down`];
  }
  const aligned = where.fragmentTop >= -AT_TOP_PX && where.fragmentTop <= where.padding + AT_TOP_PX;
  return aligned || where.atEnd
    ? []
    : [`${url.pathname}${url.hash} opened with its fragment ${Math.round(where.fragmentTop)} px from the top`];
}

/**
 * "Back returns to the place": what is wrong, if anything, once Back has been pressed. Right is
 * within BACK_WITHIN_PX of `place`, waiting (up to 10 s) for the page's data to make room for it.
 */
export async function notBackAt(page: Page, place: number): Promise<string[]> {
  const scrollY = () => page.evaluate(() => window.scrollY);
  const near = async () => Math.abs((await scrollY()) - place) <= BACK_WITHIN_PX;
  const deadline = performance.now() + 10_000;
  while (!(await near()) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  // And stays there: nothing the page does after (a late list, its own scrolling) moves it away.
  await untilStill(page);
  if (await near()) return [];
  return [
    `Back to ${new URL(page.url()).pathname} returned to ${Math.round(await scrollY())} px, not near ${Math.round(place)}`,
  ];
}

/** How long the window must not scroll for the page to count as still (ms). */
const STILL_MS = 400;

/**
 * Waits (up to 5 s) until the window has not scrolled for STILL_MS: a smooth scroll, or a jump when
 * a list or a lazy part arrives, has ended by then.
 */
async function untilStill(page: Page): Promise<void> {
  await page.evaluate(
    ({ still, limit }) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, still);
        const deadline = setTimeout(done, limit);
        const onScroll = () => {
          clearTimeout(timer);
          timer = setTimeout(done, still);
        };
        addEventListener('scroll', onScroll, { passive: true });
        function done() {
          clearTimeout(timer);
          clearTimeout(deadline);
          removeEventListener('scroll', onScroll);
          resolve();
        }
      }),
    { still: STILL_MS, limit: 5_000 },
  );
}

/**
 * Taps `link` from where the reader is, then goes Back: what is wrong with where the next page
 * opened and where Back returned (both empty when the journey behaves like the web).
 */
export async function followAndReturn(page: Page, link: Locator): Promise<string[]> {
  const place = await page.evaluate(() => window.scrollY);
  const from = new URL(page.url()).pathname;
  await tapAndArrive(page, link);
  const opened = (await notAtItsTop(page)).map((problem) => `from ${from} at ${Math.round(place)} px: ${problem}`);
  await goBackAndArrive(page);
  return [...opened, ...(await notBackAt(page, place))];
}

/** A visible control as the page draws it (in CSS px, relative to the viewport). */
export interface Control {
  /** Its tag and name, e.g. `a "Our Team"`. */
  name: string;
  /** Its boxes, one per line for an inline element that wraps. */
  boxes: Box[];
  /** What a finger can hit: its box, its label's, or a card's where its ::after covers the card. */
  target: Box;
  /** A link inside a sentence or a paragraph of text (WCAG 2.5.5's "inline" exception). */
  inline: boolean;
  /** The indexes of the controls it sits inside or labels it (a label's input, a link around a button). */
  related: number[];
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Every visible control under `scope` (default: the whole page): links, buttons, form fields,
 * summaries and elements with an interactive role or a tab stop, that are not disabled, hidden,
 * visually hidden (a 1 px clipped box) or outside the page (the skip link until focused).
 */
export async function visibleControls(page: Page, scope = 'body'): Promise<Control[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) throw new Error(`no element matches ${selector}`);
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, ' +
      '[role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [tabindex]:not([tabindex="-1"])';
    const toBox = (rect: DOMRect) => ({ left: rect.left, top: rect.top, width: rect.width, height: rect.height });
    const union = (boxes: { left: number; top: number; width: number; height: number }[]) => {
      const left = Math.min(...boxes.map((box) => box.left));
      const top = Math.min(...boxes.map((box) => box.top));
      const right = Math.max(...boxes.map((box) => box.left + box.width));
      const bottom = Math.max(...boxes.map((box) => box.top + box.height));
      return { left, top, width: right - left, height: bottom - top };
    };
    const shown = (element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      if (element.closest('[inert], [aria-hidden="true"]')) return false;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 2 && rect.height <= 2) return false;
      // Inside the page: the document's scrollable area (the skip link waits above it).
      const pageTop = rect.top + window.scrollY;
      const pageLeft = rect.left + window.scrollX;
      return (
        pageTop + rect.height > 0 &&
        pageLeft + rect.width > 0 &&
        pageLeft < document.documentElement.scrollWidth &&
        pageTop < document.documentElement.scrollHeight
      );
    };
    /** A pseudo-element positioned over an ancestor (a card's stretched link) extends the target to it. */
    const stretchedOver = (element: HTMLElement) => {
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (style.content === 'none' || style.content === 'normal') continue;
        if (style.position !== 'absolute' && style.position !== 'fixed') continue;
        const over = getComputedStyle(element).position !== 'static' ? element : element.offsetParent;
        if (over) return over.getBoundingClientRect();
      }
      return null;
    };
    /** Inline, in a block with text of its own beyond the link: a link inside a sentence. */
    const inlineInText = (element: HTMLElement) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = element.textContent.trim();
      const around = (block?.textContent ?? '').replace(own, '').trim();
      return /\p{L}/u.test(around);
    };
    const elements = [...root.querySelectorAll<HTMLElement>(CONTROLS)].filter(
      (element) => !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true',
    );
    const labelled = (element: HTMLElement) =>
      element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
        ? [...(element.labels ?? [])].filter(shown)
        : [];
    // An input hidden for a styled label of its own is that label's control.
    const visible = elements.filter((element) => shown(element) || labelled(element).length > 0);
    return visible.map((element) => {
      const labels = labelled(element);
      const own = shown(element) ? [...element.getClientRects()].map(toBox) : [];
      const stretched = stretchedOver(element);
      const target = stretched
        ? toBox(stretched)
        : union([...own, ...labels.map((label) => toBox(label.getBoundingClientRect()))]);
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const name = `${element.tagName.toLowerCase()} "${text.slice(0, 40) || (element as HTMLInputElement).name || '?'}"`;
      const related = visible.flatMap((other, index) =>
        other !== element &&
        (other.contains(element) || element.contains(other) || labels.some((label) => label.contains(other)))
          ? [index]
          : [],
      );
      return { name, boxes: own, target, inline: inlineInText(element), related };
    });
  }, scope);
}

/** How far two boxes overlap each way; a shared edge or a sub-pixel rounding is no overlap. */
const OVERLAP_TOLERANCE_PX = 1;

const overlap = (a: Box, b: Box): boolean =>
  Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left) > OVERLAP_TOLERANCE_PX &&
  Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top) > OVERLAP_TOLERANCE_PX;

const where = (box: Box) =>
  `${Math.round(box.width)}×${Math.round(box.height)} at (${Math.round(box.left)}, ${Math.round(box.top)})`;

/**
 * "No two controls overlap": the pairs of visible controls whose drawn boxes intersect (a finger
 * cannot tell them apart, and one hides the other). A control inside another or labelling it is no
 * overlap; nor are two links that are both inline in text (the lines of a paragraph may touch).
 */
export async function overlappingControls(page: Page, scope?: string): Promise<string[]> {
  const controls = await visibleControls(page, scope);
  const found: string[] = [];
  controls.forEach((a, i) => {
    controls.slice(i + 1).forEach((b, offset) => {
      const j = i + 1 + offset;
      if (a.related.includes(j) || b.related.includes(i) || (a.inline && b.inline)) return;
      const pair = a.boxes.flatMap((boxA) => b.boxes.filter((boxB) => overlap(boxA, boxB)).map((boxB) => [boxA, boxB]));
      const [first] = pair;
      if (first) found.push(`${a.name} ${where(first[0] as Box)} overlaps ${b.name} ${where(first[1] as Box)}`);
    });
  });
  return found;
}

/**
 * "Tap targets ≥ 44 px": the visible controls whose target is narrower or lower than TAP_TARGET_PX.
 * The target is what a finger can hit: the control's box; a checkbox's or radio's with its label;
 * for a link whose ::before/::after is laid over its card (a stretched link), the card. As WCAG
 * 2.5.5 allows, a link inline in a sentence or paragraph of text is exempt: its size is the line's.
 */
export async function smallTapTargets(page: Page, scope?: string): Promise<string[]> {
  const slack = 0.5; // sub-pixel layout: 2.75rem may come out as 43.99 px
  return (await visibleControls(page, scope))
    .filter(
      ({ inline, target }) =>
        !inline && (target.width < TAP_TARGET_PX - slack || target.height < TAP_TARGET_PX - slack),
    )
    .map(({ name, target }) => `${name} ${where(target)}`);
}
