/** Text found only in the SDK's OAuth code (PKCE, the okta_post_message flow, jose's JWS verification). */
export const OAUTH_MARKERS = ['code_challenge', 'okta_post_message', 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED'];
