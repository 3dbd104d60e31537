import type { IdpType } from './tables.ts';

/** The endpoints and defaults of one kind of provider; a generic OIDC provider has none (all must be given). */
export interface ProviderKind {
  /** Okta's `protocol.type` for the kind. */
  protocol: 'OIDC' | 'OAUTH2';
  /** Label of the widget's button when the settings give no text (spec §3 "Social provider types"). */
  label: string;
  defaults?: {
    issuer: string | null;
    authorization: string;
    token: string;
    jwks: string;
    userInfo: string | null;
    scopes: string[];
  };
}

/**
 * One entry per provider type (Okta IdP `type`), the single table every caller reads. The social kinds carry their
 * public OpenID Connect endpoints (from each provider's discovery document), used when a create request omits them;
 * Microsoft's multi-tenant issuer varies per tenant, so it is not checked unless the operator sets one.
 */
export const PROVIDER_KINDS: Record<IdpType, ProviderKind> = {
  OIDC: { protocol: 'OIDC', label: 'OpenID Connect' },
  GOOGLE: {
    protocol: 'OIDC',
    label: 'Google',
    defaults: {
      issuer: 'https://accounts.google.com',
      authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
      token: 'https://oauth2.googleapis.com/token',
      jwks: 'https://www.googleapis.com/oauth2/v3/certs',
      userInfo: 'https://openidconnect.googleapis.com/v1/userinfo',
      scopes: ['openid', 'email', 'profile'],
    },
  },
  MICROSOFT: {
    protocol: 'OIDC',
    label: 'Microsoft',
    defaults: {
      issuer: null,
      authorization: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      token: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      jwks: 'https://login.microsoftonline.com/common/discovery/v2.0/keys',
      userInfo: 'https://graph.microsoft.com/oidc/userinfo',
      scopes: ['openid', 'email', 'profile'],
    },
  },
  LINKEDIN: {
    protocol: 'OIDC',
    label: 'LinkedIn',
    defaults: {
      issuer: 'https://www.linkedin.com/oauth',
      authorization: 'https://www.linkedin.com/oauth/v2/authorization',
      token: 'https://www.linkedin.com/oauth/v2/accessToken',
      jwks: 'https://www.linkedin.com/oauth/openid/jwks',
      userInfo: 'https://api.linkedin.com/v2/userinfo',
      scopes: ['openid', 'email', 'profile'],
    },
  },
  FACEBOOK: {
    protocol: 'OAUTH2',
    label: 'Facebook',
    defaults: {
      issuer: 'https://www.facebook.com',
      authorization: 'https://www.facebook.com/v19.0/dialog/oauth',
      token: 'https://graph.facebook.com/v19.0/oauth/access_token',
      jwks: 'https://www.facebook.com/.well-known/oauth/openid/jwks/',
      userInfo: null,
      scopes: ['openid', 'email', 'public_profile'],
    },
  },
};
