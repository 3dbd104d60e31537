// The SDK's OAuth 2 / OIDC code (PKCE, hidden-frame and popup flows, token endpoint, id-token validation with
// jose) as a lazy chunk: the widget's own SDK client loads it on its first token call (widget.ts), so a page that
// only signs in never downloads it.
export { createTokenApi } from '@identity/client/oauth';
