-- App sign-on rules (issue 8 "Step-up"; spec sign-in-widget.md §4 UNAUTHENTICATED and SUCCESS with stepUp): an
-- application may require a second factor. /oauth2/v1/authorize then steps up a session that has none (an
-- UNAUTHENTICATED or FACTOR_REQUIRED transaction on the hosted sign-in page) before it answers the application.
CREATE TABLE app_sign_on_rules (
  client_id text PRIMARY KEY REFERENCES oidc_clients (client_id) ON DELETE CASCADE,
  -- The factor types that satisfy the rule (spec §3 "Factor" types); empty: any factor this IdP can verify.
  factor_types text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_updated timestamptz NOT NULL DEFAULT now()
);
