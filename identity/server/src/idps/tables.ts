import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle mirror of db/migrations/140_idps.sql (the SQL file is the source of truth).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The provider types this server federates with (Okta IdP `type`). */
export const IDP_TYPES = ['OIDC', 'GOOGLE', 'FACEBOOK', 'LINKEDIN', 'MICROSOFT'] as const;
export type IdpType = (typeof IDP_TYPES)[number];

/** How the IdP authenticates at the provider's token endpoint. */
export const TOKEN_AUTH_METHODS = ['client_secret_post', 'client_secret_basic', 'none'] as const;
export type TokenAuthMethod = (typeof TOKEN_AUTH_METHODS)[number];

/** External identity providers; `clientSecretSealed` is secret-box.ts's stored form, never the plain secret. */
export const identityProviders = pgTable('identity_providers', {
  id: text('id').primaryKey(),
  type: text('type').$type<IdpType>().notNull(),
  name: text('name').notNull(),
  status: text('status').$type<'ACTIVE' | 'INACTIVE'>().notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed'),
  tokenAuthMethod: text('token_auth_method').$type<TokenAuthMethod>().notNull(),
  issuer: text('issuer'),
  authorizationUrl: text('authorization_url').notNull(),
  tokenUrl: text('token_url').notNull(),
  jwksUrl: text('jwks_url'),
  userinfoUrl: text('userinfo_url'),
  scopes: text('scopes').array().notNull(),
  accountLink: text('account_link').$type<'AUTO' | 'DISABLED'>().notNull(),
  provisioning: text('provisioning').$type<'AUTO' | 'DISABLED'>().notNull(),
  groupAssignments: text('group_assignments').array().notNull(),
  maxClockSkewMs: integer('max_clock_skew_ms').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Federated sign-ins under way (state hashed, PKCE verifier, nonce, continuation). */
export const idpSignIns = pgTable('idp_sign_ins', {
  stateHash: text('state_hash').primaryKey(),
  idpId: text('idp_id').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  fromUri: text('from_uri'),
  loginHint: text('login_hint'),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
});

/** Provider accounts (provider + `sub`) linked to our users. */
export const idpLinks = pgTable(
  'idp_links',
  {
    idpId: text('idp_id').notNull(),
    externalId: text('external_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idpId, t.externalId] })],
);

/** A user-identifier pattern of a discovery rule (Okta `conditions.userIdentifier.patterns[]`). */
export interface IdentifierPattern {
  matchType: 'SUFFIX' | 'EQUALS' | 'STARTS_WITH' | 'CONTAINS' | 'EXPRESSION';
  value: string;
}

/** The rules of the IDP_DISCOVERY policy. `idpId` null routes to our own directory (OKTA). */
export const idpDiscoveryRules = pgTable('idp_discovery_rules', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status').$type<'ACTIVE' | 'INACTIVE'>().notNull(),
  priority: integer('priority').notNull(),
  system: boolean('system').notNull(),
  patterns: jsonb('patterns').$type<IdentifierPattern[]>().notNull(),
  idpId: text('idp_id'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export type IdpRow = typeof identityProviders.$inferSelect;
export type NewIdpRow = typeof identityProviders.$inferInsert;
export type DiscoveryRuleRow = typeof idpDiscoveryRules.$inferSelect;
