/** Version of the authentication SDK whose behaviour this client reproduces (spec/sign-in-widget.md §1). */
export const SDK_VERSION = '1.17.1';

/** Default `X-Okta-User-Agent-Extended` value (spec §7 "Other"). */
export const DEFAULT_USER_AGENT = `okta-auth-js-${SDK_VERSION}`;
