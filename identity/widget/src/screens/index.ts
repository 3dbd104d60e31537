import { lazy, type ComponentType } from 'react';
import { addEnglish } from '../i18n/translator.ts';
import type { AssetsLocation } from '../lazy/assets.ts';
import type { RouteName } from '../routing/route.ts';
import type { ScreenProps } from '../shell/screen-props.ts';
import {
  LAZY_CHUNKS,
  type LabelsChunk,
  type LazyScreenName,
  type ScreenModule,
} from '../lazy/lazy-chunks.ts';
import { PrimaryAuth } from './primary-auth/primary-auth.tsx';

/** Routes that are not screens: the shell performs them. */
export type ScreenRouteName = Exclude<RouteName, 'success' | 'previous' | 'stay'>;

type AnyScreen = ComponentType<ScreenProps<never>>;

/**
 * Route name → the chunk of its screen (house style 2.1: screens/index.ts is the registry). The MFA screens come in
 * two family chunks (enrolment, verification), the recovery screens in one (`recovery`); later screens: placeholder.
 */
const CHUNK_OF: Record<Exclude<ScreenRouteName, 'primary-auth'>, LazyScreenName> = {
  'recovery-loading': 'recovery-loading',
  'refresh-auth-state': 'refresh-auth-state',
  'unsupported-cookie': 'unsupported-cookie',
  'idp-discovery': 'idp-discovery',
  'account-unlocked': 'recovery',
  consent: 'consent',
  'mfa-verify': 'mfa-verify',
  'enroll-choices': 'mfa-enroll',
  'enroll-factor': 'mfa-enroll',
  'enroll-activate': 'mfa-enroll',
  'password-expired': 'password-expired',
  'custom-password-expired': 'custom-password-expired',
  'recovery-emailed': 'recovery',
  'unlock-emailed': 'recovery',
  'recovery-challenge': 'recovery',
  'recovery-question': 'recovery',
  'password-reset': 'recovery',
  unlock: 'recovery',
  'enroll-user': 'enroll-user',
  'forgot-password': 'recovery',
  registration: 'registration',
  'registration-complete': 'registration',
  unsupported: 'placeholder',
};

/**
 * The screen of each route for one rendered widget: primary sign-in is in the entry bundle, every other screen is a
 * lazy chunk fetched from `assets` on first use (one React.lazy per chunk, so routes sharing a chunk share it),
 * together with the later screens' English labels (the `labels` chunk, fetched once).
 */
export function createScreens(assets: AssetsLocation): Record<ScreenRouteName, AnyScreen> {
  const chunks = new Map<LazyScreenName, AnyScreen>();
  const labels = LAZY_CHUNKS.labels as (assets: AssetsLocation) => Promise<LabelsChunk>;
  const chunk = (name: LazyScreenName): AnyScreen => {
    let screen = chunks.get(name);
    if (!screen) {
      const load = LAZY_CHUNKS[name] as (assets: AssetsLocation) => Promise<ScreenModule>;
      screen = lazy(() =>
        Promise.all([load(assets), labels(assets).then((m) => addEnglish(m.LATER_ENGLISH))]).then(
          ([module]) => module,
        ),
      );
      chunks.set(name, screen);
    }
    return screen;
  };
  const screens = { 'primary-auth': PrimaryAuth as AnyScreen } as Record<ScreenRouteName, AnyScreen>;
  for (const [route, name] of Object.entries(CHUNK_OF)) screens[route as ScreenRouteName] = chunk(name);
  return screens;
}
