import { useEffect } from 'react';

/** Sets `document.title` to `{title} · Suite Compliance` (WCAG 2.4.2 Page Titled). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Suite Compliance`;
  }, [title]);
}
