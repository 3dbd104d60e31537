import { lazy, type ComponentType } from 'react';
import type { RouteName } from '../routing/route.ts';
import type { ScreenProps } from '../shell/screen-props.ts';
import { PrimaryAuth } from './primary-auth/primary-auth.tsx';

/** Routes that are not screens: the shell performs them. */
export type ScreenRouteName = Exclude<RouteName, 'success' | 'previous' | 'stay'>;

// Every screen but primary sign-in is its own lazy chunk (house style 2.1: screens/index.ts is the registry).
const Placeholder = lazy(() => import('./placeholder/placeholder.tsx'));
const RecoveryLoading = lazy(() => import('./recovery-loading/recovery-loading.tsx'));
const RefreshAuthState = lazy(() => import('./refresh-auth-state/refresh-auth-state.tsx'));

type AnyScreen = ComponentType<ScreenProps<never>>;

/** Route name → screen. The screens of later issues resolve to the placeholder. */
export const SCREENS: Record<ScreenRouteName, AnyScreen> = {
  'primary-auth': PrimaryAuth as AnyScreen,
  'recovery-loading': RecoveryLoading as AnyScreen,
  'refresh-auth-state': RefreshAuthState as AnyScreen,
  'idp-discovery': Placeholder,
  'account-unlocked': Placeholder,
  consent: Placeholder,
  'mfa-verify': Placeholder,
  'enroll-choices': Placeholder,
  'enroll-activate': Placeholder,
  'password-expired': Placeholder,
  'custom-password-expired': Placeholder,
  'recovery-emailed': Placeholder,
  'unlock-emailed': Placeholder,
  'recovery-challenge': Placeholder,
  'recovery-question': Placeholder,
  'password-reset': Placeholder,
  unlock: Placeholder,
  'enroll-user': Placeholder,
  'forgot-password': Placeholder,
  registration: Placeholder,
  unsupported: Placeholder,
};
