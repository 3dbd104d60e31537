/** How the System Log presents one event type: its message, severity and Okta legacy type. */
export interface EventDescription {
  displayMessage: string;
  severity: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  legacyEventType: string | null;
}

/** Messages of the event types the IdP records (own words; Okta's catalogue names the types). */
const MESSAGES: Record<string, string> = {
  'user.authentication.auth_via_password.success': 'Sign-in with a password',
  'user.authentication.auth_via_password.failure': 'Sign-in with a password failed',
  'user.authentication.auth_via_password.locked': 'Sign-in refused: the account is locked',
  'user.account.lock': 'Account locked after too many failed sign-ins',
  'user.account.unlock_by_timeout': 'Account unlocked at the end of the lockout period',
  'user.authentication.transaction.cancel': 'Sign-in transaction cancelled',
  'user.session.start': 'Session started',
  'user.session.start.failure': 'Session not started: the session token was not valid',
  'user.session.end': 'Session ended',
  'user.mfa.factor.deactivate': 'Factor removed from a user',
  'user.mfa.okta_verify.deny_push': 'Push sign-in request rejected on the device',
  'oidc.authorize': 'Authorization request granted',
  'user.authentication.auth_via_mfa': 'Second factor verified',
  'application.policy.sign_on.update': 'Application sign-on rule set: a second factor is required',
  'application.policy.sign_on.delete': 'Application sign-on rule removed',
  'oidc.token_issued': 'Tokens issued',
  'oidc.code_replayed': 'Authorization code used twice: its tokens were revoked',
  'oidc.refresh_token_replayed': 'Refresh token used twice: its grant was revoked',
  'oidc.token_revoked': 'Token revoked',
  'oidc.logout': 'Signed out through the OIDC logout endpoint',
  'system.api.request': 'Management API request',
  'system.api_token.create': 'API token created',
  'system.api_token.revoke': 'API token revoked',
};

/** Families of lifecycle events: `{prefix}{action}` reads "{object} {past participle}". */
const LIFECYCLES: Record<string, string> = {
  'trustedorigins.lifecycle.': 'Trusted origin',
  'application.lifecycle.': 'Application',
};
const PARTICIPLES: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  activate: 'activated',
  deactivate: 'deactivated',
};

const LEGACY: Record<string, string> = {
  'user.session.start': 'core.user_auth.login_success',
  'user.authentication.auth_via_password.failure': 'core.user_auth.login_failed',
  'user.account.lock': 'core.user_auth.account_locked',
};

const WARNINGS = new Set(['user.account.lock', 'oidc.code_replayed', 'oidc.refresh_token_replayed']);

/**
 * The presentation of an event: its message (the type itself when unknown), severity (WARN for failures
 * and for lockouts and replays, else INFO) and legacy type (null when Okta has none for it).
 */
export function describeEvent(type: string, outcome: string): EventDescription {
  let displayMessage = MESSAGES[type];
  if (!displayMessage) {
    const prefix = Object.keys(LIFECYCLES).find((p) => type.startsWith(p));
    const participle = prefix ? PARTICIPLES[type.slice(prefix.length)] : undefined;
    displayMessage = prefix && participle ? `${LIFECYCLES[prefix]} ${participle}` : type;
  }
  return {
    displayMessage,
    severity: outcome === 'FAILURE' || WARNINGS.has(type) ? 'WARN' : 'INFO',
    legacyEventType: LEGACY[type] ?? null,
  };
}
