import { sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { rowFromJson } from '../db/json-rows.ts';
import { auditLog, groupMembers, sessionTokens, users } from '../db/schema.ts';
import type { MfaPolicyRow } from '../policies/policies.repository.ts';
import type { PasswordPolicyRow } from '../policies/password-policies.repository.ts';
import { mfaPolicies, passwordPolicies } from '../policies/tables.ts';
import type { UserRow } from '../users/users.repository.ts';
import { loginFailures } from '../users/tables.ts';
import type { ProfileSchema } from '../registration/profile-schema.ts';
import { registrationPolicy } from '../registration/tables.ts';

/**
 * A user found by login, with the MFA and password policies of their groups (ordered by group id) and, when the
 * registration policy's progressive profiling is on, its profile schema (null when it is off), all read at once.
 */
export interface SignInCandidate {
  user: UserRow;
  mfaPolicies: MfaPolicyRow[];
  passwordPolicies: PasswordPolicyRow[];
  profilingSchema: ProfileSchema | null;
}

/** The writes of a successful sign-in that needs no further step (no factor, no password change). */
export interface SignInSuccess {
  userId: string;
  now: Date;
  audit: { type: string; ip: string | null; details: Record<string, unknown>; outcome: string };
  sessionToken: { tokenHash: string; amr: string[]; expiresAt: Date };
}

/** `json_agg` of a policy table's rows for the groups of the user in the outer query, `[]` when none. */
const policiesOfUser = (table: typeof mfaPolicies | typeof passwordPolicies) =>
  sql<Record<string, unknown>[]>`coalesce((
    SELECT json_agg(row_to_json(p) ORDER BY p.group_id) FROM ${table} p
    JOIN ${groupMembers} gm ON gm.group_id = p.group_id WHERE gm.user_id = ${users.id}
  ), '[]'::json)`;

const p = (name: string) => sql.placeholder(name);

/**
 * The statements of `POST /api/v1/authn` (primary authentication), each a named prepared statement planned once per
 * connection: a sign-in reads once before the password check (the user, their policies, the profiling schema) and
 * writes once after it (docs/benchmarks.md, issue 5).
 */
export function createSignInRepository(db: Db) {
  const lookup = db
    .select({
      user: users,
      mfa: policiesOfUser(mfaPolicies),
      password: policiesOfUser(passwordPolicies),
      // Progressive profiling (authn-profile.service.ts): the schema when the policy asks for it, read here so
      // that a successful sign-in needs no statement of its own for it.
      profiling: sql<ProfileSchema | null>`(
        SELECT r.profile_schema FROM ${registrationPolicy} r WHERE r.id = 1 AND r.progressive_profiling
      )`,
    })
    .from(users)
    .where(sql`lower(${users.login}) = lower(${p('login')})`)
    .prepare('idp_sign_in_lookup');

  // One statement, one commit: the user (still ACTIVE or PASSWORD_EXPIRED, so a lockout that won a race stops it)
  // gets `last_login_at`, its failure counters go, and the audit event and the session token are written only if
  // that update matched.
  const signedIn = db.$with('signed_in', { id: users.id }).as(
    sql`UPDATE ${users} SET last_login_at = ${p('now')}::timestamptz
        WHERE id = ${p('userId')} AND status IN ('ACTIVE', 'PASSWORD_EXPIRED') RETURNING id`,
  );
  const forgotten = db
    .$with('forgotten', {})
    .as(sql`DELETE FROM ${loginFailures} WHERE user_id IN (SELECT id FROM signed_in)`);
  const audited = db.$with('audited', {}).as(
    sql`INSERT INTO ${auditLog} (type, user_id, ip, details, outcome, created_at)
        SELECT ${p('auditType')}, id, ${p('ip')}, ${p('details')}::jsonb, ${p('outcome')}, ${p('now')}::timestamptz
        FROM signed_in`,
  );
  const issued = db.$with('issued', {}).as(
    sql`INSERT INTO ${sessionTokens} (token_hash, user_id, auth_time, amr, expires_at)
        SELECT ${p('tokenHash')}, id, ${p('now')}::timestamptz, ${p('amr')}::text[], ${p('expiresAt')}::timestamptz
        FROM signed_in`,
  );
  const succeed = db
    .with(signedIn, forgotten, audited, issued)
    .select({ id: sql<string>`id` })
    .from(sql`signed_in`)
    .prepare('idp_sign_in_success');

  return {
    /**
     * The user with this login (case-insensitive), their groups' policies and the progressive-profiling schema
     * (null when it is off); null when there is no such user.
     */
    async find(login: string): Promise<SignInCandidate | null> {
      const [row] = await lookup.execute({ login });
      if (!row) return null;
      return {
        user: row.user,
        mfaPolicies: row.mfa.map((json) => rowFromJson(mfaPolicies, json)),
        passwordPolicies: row.password.map((json) => rowFromJson(passwordPolicies, json)),
        profilingSchema: row.profiling,
      };
    },

    /**
     * Records a successful sign-in and issues its session token in one statement. False (and nothing written) when
     * the user is no longer ACTIVE or PASSWORD_EXPIRED: a concurrent failure locked the account first.
     */
    async succeed(s: SignInSuccess): Promise<boolean> {
      const rows = await succeed.execute({
        userId: s.userId,
        now: s.now.toISOString(),
        auditType: s.audit.type,
        ip: s.audit.ip,
        details: JSON.stringify(s.audit.details),
        outcome: s.audit.outcome,
        tokenHash: s.sessionToken.tokenHash,
        amr: s.sessionToken.amr,
        expiresAt: s.sessionToken.expiresAt.toISOString(),
      });
      return rows.length === 1;
    },
  };
}

export type SignInRepository = ReturnType<typeof createSignInRepository>;
