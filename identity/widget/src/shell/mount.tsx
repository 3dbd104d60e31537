import { createRoot, type Root } from 'react-dom/client';
import { Shell, type ShellProps } from './shell.tsx';

/** Id of the container the widget mounts in (spec §1). */
export const CONTAINER_ID = 'okta-sign-in';

export interface Mounted {
  container: HTMLElement;
  root: Root;
}

/** Relative luminance (WCAG 2.1) of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Text colour on the brand colour: white when it reaches 4.5:1 (WCAG AA), else near-black. */
export function brandTextColor(hex: string): string {
  return 1.05 / (luminance(hex) + 0.05) >= 4.5 ? '#ffffff' : '#1d1d21';
}

/**
 * Creates `<div id="okta-sign-in">` inside `el` and renders the shell into it. The brand colour is set as
 * CSS custom properties through the CSSOM (allowed under a strict style-src CSP; no style attribute in markup).
 */
export function mount(el: HTMLElement, props: ShellProps, brand: string | undefined): Mounted {
  const container = document.createElement('div');
  container.id = CONTAINER_ID;
  container.className = 'siw-root';
  if (brand) {
    container.style.setProperty('--siw-brand', brand);
    container.style.setProperty('--siw-brand-text', brandTextColor(brand));
  }
  el.appendChild(container);
  const root = createRoot(container);
  root.render(<Shell {...props} />);
  return { container, root };
}
