import type { ComponentType } from 'react';
import type { ScreenProps } from '../shell/screen-props.ts';
import type { AssetsLocation } from './assets.ts';

/** A screen module: the screen is its default export. */
export interface ScreenModule {
  default: ComponentType<ScreenProps<never>>;
}

/**
 * Code loaded on demand, by chunk name: every screen but primary sign-in, the router feature, the SDK's OAuth
 * code (used only when the widget gets tokens), the English labels of the later screens, and the success handling
 * (runs once, after sign-in). The ESM build
 * splits these dynamic imports into chunks; the IIFE build (scripts/iife-chunks.ts) reads this table's import
 * paths, builds each as its own script `iife/chunks/<name>-<hash>.js`, and replaces this module with loaders of
 * those scripts from `assets.baseUrl`. Keep one `name: () => import('path'),` per line; never import these
 * modules statically. The loaders take the assets location (used by the IIFE build's loaders only).
 */
export const LAZY_CHUNKS = {
  placeholder: () => import('../screens/placeholder/placeholder.tsx'),
  'recovery-loading': () => import('../screens/recovery-loading/recovery-loading.tsx'),
  'refresh-auth-state': () => import('../screens/refresh-auth-state/refresh-auth-state.tsx'),
  'unsupported-cookie': () => import('../screens/unsupported-cookie/unsupported-cookie.tsx'),
  'mfa-enroll': () => import('../screens/mfa-enroll/mfa-enroll.tsx'),
  'mfa-verify': () => import('../screens/mfa-verify/mfa-verify.tsx'),
  'password-expired': () => import('../screens/password-expired/password-expired.tsx'),
  'custom-password-expired': () => import('../screens/password-expired/custom-password-expired.tsx'),
  recovery: () => import('../screens/recovery/recovery.tsx'),
  registration: () => import('../screens/registration/registration.tsx'),
  consent: () => import('../screens/consent/consent.tsx'),
  'enroll-user': () => import('../screens/enroll-user/enroll-user.tsx'),
  'idp-discovery': () => import('../screens/idp-discovery/idp-discovery.tsx'),
  router: () => import('../routing/router.ts'),
  extras: () => import('../screens/primary-auth/extras/extras.tsx'),
  oauth: () => import('./oauth.ts'),
  labels: () => import('../i18n/later-labels.ts'),
  success: () => import('../shell/success.ts'),
} satisfies Record<string, (assets: AssetsLocation) => Promise<unknown>>;

export type LazyChunkName = keyof typeof LAZY_CHUNKS;
/** The chunks that are screens. */
export type LazyScreenName = Exclude<LazyChunkName, 'router' | 'oauth' | 'labels' | 'extras' | 'success'>;
/** The router feature's module (routing/router.ts). */
export type RouterModule = Awaited<ReturnType<(typeof LAZY_CHUNKS)['router']>>;
/** Primary sign-in's optional features: beacon, fingerprint, typing pattern (screens/primary-auth/extras). */
export type ExtrasChunk = Awaited<ReturnType<(typeof LAZY_CHUNKS)['extras']>>;
/** The later screens' English labels (i18n/later-labels.ts). */
export type LabelsChunk = Awaited<ReturnType<(typeof LAZY_CHUNKS)['labels']>>;
/** What runs after SUCCESS: the host's success data, OAuth tokens, redirects (shell/success.ts). */
export type SuccessChunk = Awaited<ReturnType<(typeof LAZY_CHUNKS)['success']>>;
/** The SDK's OAuth code (lazy/oauth.ts). */
export type OAuthChunk = Awaited<ReturnType<(typeof LAZY_CHUNKS)['oauth']>>;
