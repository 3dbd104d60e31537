import type { AuthClientApi, AuthTransaction } from '@identity/client';
import type { Translate } from '../i18n/translator.ts';
import type { WidgetError } from '../i18n/error-keys.ts';
import type { WidgetEvent } from '../lib/emitter.ts';
import type { Route } from '../routing/route.ts';
import type { ResolvedSettings } from '../settings/settings.ts';

/** What the shell offers a screen (house style 2.2 rule 3: screens call one client method, never navigate). */
export interface ShellActions {
  /**
   * Hands the promise of ONE client call to the shell, which stores the resulting transaction and routes.
   * Resolves when routed; rejects with a WidgetError (after `afterError` fired) for the screen to display.
   */
  transition(call: Promise<AuthTransaction>): Promise<void>;
  /**
   * Cancels the transaction (when it has one) and goes back to sign-in; `afterServer` runs once the IdP answered
   * the cancel (the consent screen's `consent.cancel` host callback, which relies on the refusal being recorded).
   */
  cancel(afterServer?: () => void): void;
  /**
   * The "Sign out" link of the MFA and password-expiry footers (spec §2 "Footers"): {@link ShellActions.cancel}
   * (back to the start of the widget), then, once the IdP answered the cancel, the host's `signOutLink` (a
   * full-page navigation) when one is set.
   */
  signOut(): void;
  /** Local navigation that needs no server call (help links, registration). */
  go(route: Route): void;
  emit(event: WidgetEvent, ...args: unknown[]): void;
  /**
   * Hands the host a result that ends no transaction through the success callback (spec §4 "Recovery and unlock":
   * `{status: 'FORGOT_PASSWORD_EMAIL_SENT' | 'UNLOCK_ACCOUNT_EMAIL_SENT', username}`).
   */
  notifyHost(res: unknown): void;
  /**
   * Hands the host an error through its error callback (`globalErrorFn` or renderEl's `error`): spec §8
   * "Registration", a RegistrationError (REGISTRATION_FAILED) with the first cause's summary.
   */
  reportError(err: unknown): void;
}

export interface ScreenProps<R extends Route = Route> {
  route: R;
  transaction: AuthTransaction | null;
  client: AuthClientApi;
  settings: ResolvedSettings;
  t: Translate;
  actions: ShellActions;
}

export type { WidgetError };
