import type { ReactNode } from 'react';

/**
 * A wide table's container: scrolls sideways on narrow screens instead of overflowing the page; a named, focusable
 * region, so keyboard users can scroll it too (WCAG 2.1.1, axe `scrollable-region-focusable`).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%', marginBottom: 16 }}
    >
      {children}
    </div>
  );
}
