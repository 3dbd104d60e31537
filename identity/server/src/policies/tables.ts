import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PolicyFactor } from './mfa-policy.ts';

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
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
