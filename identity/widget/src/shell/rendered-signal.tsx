import { useEffect } from 'react';

/**
 * Rendered inside the page's Suspense boundary beside the screen, so its effect runs once the (lazy) screen
 * is committed: moves focus into the page and reports the render.
 */
export function RenderedSignal({ onRendered, focus }: { onRendered(): void; focus: boolean }) {
  useEffect(() => {
    if (focus) {
      const page = document.querySelector<HTMLElement>('#okta-sign-in .siw-page');
      const fields = [
        ...(page?.querySelectorAll<HTMLInputElement>('input:not([type=hidden]):not([type=checkbox])') ?? []),
      ];
      const target =
        fields.find((f) => f.value === '') ?? fields[0] ?? page?.querySelector<HTMLElement>('h2[tabindex]');
      target?.focus();
    }
    onRendered();
    // Once per page (the page is keyed by its sequence number).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
