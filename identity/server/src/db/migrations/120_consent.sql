-- User consent for OIDC applications (issue 8; spec sign-in-widget.md §2 "signin/consent", design/authn-protocol.md
-- §1.3 CONSENT_REQUIRED). An application whose consent_method is REQUIRED (oidc_clients.consent_required, since 001)
-- asks the user to allow the scopes it requests; the consent screen shows the client's logo linking to its home page.
ALTER TABLE oidc_clients ADD COLUMN logo_uri text;
ALTER TABLE oidc_clients ADD COLUMN client_uri text;

-- The scopes a consent screen can name: the standard OIDC scopes, seeded with the texts the user reads. A requested
-- scope missing here is shown by its name alone.
CREATE TABLE oauth_scopes (
  name text PRIMARY KEY,
  display_name text NOT NULL,
  description text NOT NULL
);
INSERT INTO oauth_scopes (name, display_name, description) VALUES
  ('openid', 'Sign you in', 'Signs you in to the application with your account.'),
  ('profile', 'Your profile', 'Your name, nickname, preferred username, locale, time zone and profile picture.'),
  ('email', 'Your email address', 'Your email address and whether it is verified.'),
  ('address', 'Your address', 'Your postal address.'),
  ('phone', 'Your phone number', 'Your phone number and whether it is verified.'),
  ('offline_access', 'Access while you are away', 'Keeps the application signed in for you when you are not using it.');

-- One consent per user, client and scope (Okta "OAuth2ScopeConsentGrant"). Revoking deletes the row, so the next
-- authorization asks again.
CREATE TABLE consent_grants (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id text NOT NULL REFERENCES oidc_clients (client_id) ON DELETE CASCADE,
  scope text NOT NULL,
  -- END_USER: allowed on the consent screen; ADMIN: granted by an operator.
  source text NOT NULL DEFAULT 'END_USER' CHECK (source IN ('END_USER', 'ADMIN')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_updated timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, client_id, scope)
);
CREATE INDEX consent_grants_client_idx ON consent_grants (client_id);
