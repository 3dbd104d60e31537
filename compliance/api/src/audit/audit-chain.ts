import { createHash } from 'node:crypto';

/** `prev_hash` of the first entry: 64 zeros. */
export const GENESIS_HASH = '0'.repeat(64);

/** What one audit entry records: who, when, what, and the record before and after the change. */
export interface AuditContent {
  /** ISO 8601 instant, millisecond precision. */
  at: string;
  /** The IdP login (token `sub`) or `system` (seed, migrations). */
  actor: string;
  /** e.g. `istituto.create`, `dipendenza.update`. */
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/**
 * JSON with object keys sorted at every level, so the text (and its hash) does not depend on key order: PostgreSQL's
 * jsonb gives the keys back in its own order.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** SHA-256 (hex) of an entry: its content in canonical JSON, chained to the previous entry's hash. */
export function entryHash(prevHash: string, content: AuditContent): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonicalJson(content)).digest('hex');
}
