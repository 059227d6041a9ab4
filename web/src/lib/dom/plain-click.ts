/** The fields of a mouse event that say how it was made (React's and the DOM's events both have them). */
interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A primary click (or tap, or Enter) with no modifier: one a link may answer in place. With Ctrl,
 * Cmd, Shift or Alt, or the middle button, the reader asked the browser for a new tab, a window or
 * a download, and the link must go there.
 */
export const isPlainClick = (event: ClickLike): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
