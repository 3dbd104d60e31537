import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Drizzle mirror of db/migrations/130_security_beacon.sql.
/** Browsers (by fingerprint hash) that got a user's password right. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: text('user_id').notNull(),
    fingerprintHash: text('fingerprint_hash').notNull(),
    firstSeenAt: tz('first_seen_at').notNull().defaultNow(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fingerprintHash] })],
);

/** Each user's security image (beacon/images.ts name). */
export const securityImages = pgTable('security_images', {
  userId: text('user_id').primaryKey(),
  image: text('image').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});
