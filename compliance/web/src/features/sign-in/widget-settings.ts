import type { AuthClientApi } from '@identity/client';
import type { RuntimeConfig } from '../../config/runtime-config.ts';
import type { RecoveryFeatures } from './recovery-features.ts';

export const BRAND_NAME = 'Suite Compliance';
export const BRAND_COLOR = '#0b4f8a';
/** Where the suite API serves the widget's dist (language bundles, assets). */
export const WIDGET_ASSETS_BASE_URL = '/widget';

/**
 * Host settings of spec/compliance-suite.md §4 "Widget host settings": Italian, registration on with the custom
 * prompt 'Hai un coupon?' / 'Usalo!' (its click handler sends the user to /welcome), password reveal toggle on,
 * support email and phone from the runtime config, the brand, and the assets served by the suite.
 * Rule 4 of "Login flow": a recovery token is passed through. The suite's SDK instance is shared (`authClient`)
 * so the token manager is one. `recovery`: the IdP's recovery switches (recovery-features.ts), so "Unlock account"
 * and the recovery channels show exactly when the IdP allows them ("Forgot password?" always shows).
 */
export function buildWidgetSettings(input: {
  config: RuntimeConfig;
  authClient?: AuthClientApi;
  recoveryToken?: string;
  recovery?: RecoveryFeatures | null;
  onRegister: () => void;
}) {
  const { config } = input;
  return {
    baseUrl: config.idpUrl,
    // no clientId: with one, 2.21.0 hosts get tokens on success instead of the session (rule 5 needs the session)
    ...(input.authClient ? { authClient: input.authClient } : {}),
    ...(input.recoveryToken ? { recoveryToken: input.recoveryToken } : {}),
    language: 'it',
    logoText: BRAND_NAME,
    colors: { brand: BRAND_COLOR },
    features: { registration: true, showPasswordToggleOnSignInPage: true, ...input.recovery },
    registration: { click: input.onRegister },
    i18n: { it: { 'registration.signup.label': 'Hai un coupon?', 'registration.signup.text': 'Usalo!' } },
    helpSupportNumber: config.supportPhone,
    helpSupportEmail: config.supportEmail,
    assets: { baseUrl: WIDGET_ASSETS_BASE_URL },
  };
}

export type SuiteWidgetSettings = ReturnType<typeof buildWidgetSettings>;

/**
 * The widget of /welcome once a coupon was redeemed: the suite's host settings, but the registration prompt opens
 * the widget's own registration form ('Coupon accettato.' / 'Crea il tuo account'), and the registration's
 * `relayState` brings the person back to the suite's login after the emailed activation link.
 */
export function buildWelcomeWidgetSettings(input: {
  config: RuntimeConfig;
  authClient?: AuthClientApi;
  origin: string;
}) {
  const {
    registration: _click,
    i18n: _prompt,
    ...base
  } = buildWidgetSettings({ ...input, onRegister: () => undefined });
  return {
    ...base,
    relayState: `${input.origin}/login`,
    i18n: {
      it: {
        'registration.signup.label': 'Coupon accettato.',
        'registration.signup.text': 'Crea il tuo account',
      },
    },
  };
}

export type WelcomeWidgetSettings = ReturnType<typeof buildWelcomeWidgetSettings>;
