import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PolicyFactor } from './mfa-policy.ts';
import type { ExcludableAttribute } from './password-policy.ts';

// Drizzle mirror of db/migrations/060_mfa_policies.sql (the SQL file is the source of truth).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One multi-factor policy per group. */
export const mfaPolicies = pgTable('mfa_policies', {
  groupId: text('group_id').primaryKey(),
  mfaRequired: boolean('mfa_required').notNull(),
  factors: jsonb('factors').$type<PolicyFactor[]>().notNull(),
  rememberDeviceAllowed: boolean('remember_device_allowed').notNull(),
  rememberDeviceMinutes: integer('remember_device_minutes').notNull(),
  rememberDeviceByDefault: boolean('remember_device_by_default').notNull(),
  autoPush: boolean('auto_push').notNull(),
  passwordless: boolean('passwordless').notNull().default(false),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

// Drizzle mirror of db/migrations/090_password_policies.sql.

/** One password policy per group. */
export const passwordPolicies = pgTable('password_policies', {
  groupId: text('group_id').primaryKey(),
  minLength: integer('min_length').notNull(),
  minLowerCase: integer('min_lower_case').notNull(),
  minUpperCase: integer('min_upper_case').notNull(),
  minNumber: integer('min_number').notNull(),
  minSymbol: integer('min_symbol').notNull(),
  excludeUsername: boolean('exclude_username').notNull(),
  excludeAttributes: text('exclude_attributes').array().$type<ExcludableAttribute[]>().notNull(),
  historyCount: integer('history_count').notNull(),
  minAgeMinutes: integer('min_age_minutes').notNull(),
  maxAgeDays: integer('max_age_days').notNull(),
  warnDays: integer('warn_days').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
