import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle mirror of db/migrations/120_consent.sql (the SQL file is the source of truth).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Scopes a consent screen can describe (seeded with the standard OIDC scopes). */
export const oauthScopes = pgTable('oauth_scopes', {
  name: text('name').primaryKey(),
  displayName: text('display_name').notNull(),
  description: text('description').notNull(),
});

/** One consent per user, client and scope. */
export const consentGrants = pgTable('consent_grants', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  clientId: text('client_id').notNull(),
  scope: text('scope').notNull(),
  source: text('source').$type<'END_USER' | 'ADMIN'>().notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  lastUpdated: tz('last_updated').notNull().defaultNow(),
});

export type ConsentGrantRow = typeof consentGrants.$inferSelect;
export type ScopeRow = typeof oauthScopes.$inferSelect;
