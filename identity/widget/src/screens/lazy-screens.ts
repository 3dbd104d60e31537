import type { ComponentType } from 'react';
import type { AssetsLocation } from '../lazy/assets.ts';
import type { ScreenProps } from '../shell/screen-props.ts';

/** A screen module: the screen is its default export. */
export interface ScreenModule {
  default: ComponentType<ScreenProps<never>>;
}

type Loader = (assets: AssetsLocation) => Promise<ScreenModule>;

/**
 * Screens loaded on demand, keyed by chunk name = the screen's folder (`screens/<name>/<name>.tsx`, checked by
 * lazy-screens.test.ts). The ESM build splits them with these dynamic imports; the IIFE build replaces this module
 * (scripts/iife-chunks.ts) with loaders fetching `{assets.baseUrl}/iife/chunks/<name>-<hash>.js`. Add each new
 * screen here, never as a static import.
 */
export const LAZY_SCREENS = {
  placeholder: () => import('./placeholder/placeholder.tsx'),
  'recovery-loading': () => import('./recovery-loading/recovery-loading.tsx'),
  'refresh-auth-state': () => import('./refresh-auth-state/refresh-auth-state.tsx'),
} satisfies Record<string, Loader>;

export type LazyScreenName = keyof typeof LAZY_SCREENS;
