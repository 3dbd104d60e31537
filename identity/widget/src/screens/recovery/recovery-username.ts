/**
 * The username of the last forgot-password or unlock request of this page, for the screens after it: the
 * email-sent text ("Email has been sent to {0}") and the challenge's "not received" link, which asks again by
 * email. The Authn API's recovery transactions do not carry it.
 */
let lastUsername = '';

export function rememberRecoveryUsername(username: string): void {
  lastUsername = username;
}

export function recoveryUsername(): string {
  return lastUsername;
}
