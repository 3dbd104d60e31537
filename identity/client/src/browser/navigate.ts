/**
 * Browser navigation behind one seam so tests can observe it (jsdom cannot navigate).
 * `browser.navigate(url)` assigns `window.location`.
 */
export const browser = {
  navigate(url: string): void {
    window.location.assign(url);
  },
  /** Current page URL (`window.location.href`), empty outside a browser. */
  href(): string {
    return typeof window === 'undefined' ? '' : window.location.href;
  },
};
