import type { TransactionShape } from '@identity/contracts/schemas';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { newId, randomToken, sha256 } from '../lib/crypto.ts';
import { checkSubmission, type ProfileSchema } from '../registration/profile-schema.ts';
import type { RegistrationPolicyService } from '../registration/registration-policy.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { profileOf } from '../users/managed-user.ts';
import type { UsersService } from '../users/users.service.ts';
import { createUsersRepository, type UserRow } from '../users/users.repository.ts';
import { createAuthnRepository, type AuthnTransactionRow } from './authn.repository.ts';
import { successTransaction } from './authn.responses.ts';
import { profileRequiredTransaction, type ProfileRequest } from './authn-profile.responses.ts';

export const PROFILE_REQUIRED = 'PROFILE_REQUIRED';

/** What a PROFILE_REQUIRED transaction carries (authn_transactions.data). */
interface ProfileData {
  /** The attributes asked for, in the schema's order. */
  missing: string[];
  request: ProfileRequest;
}

const dataOf = (row: AuthnTransactionRow) => row.data as unknown as ProfileData;

/** The required attributes of `schema` (not the password) that `user` has no value for, in the form's order. */
function missingOf(schema: ProfileSchema, user: UserRow): string[] {
  const profile = profileOf(user) as Record<string, string | undefined>;
  return schema.fieldOrder.filter(
    (name) => name !== 'password' && schema.required.includes(name) && !profile[name]?.trim(),
  );
}

/**
 * Profile required at sign-in (issue 8 "Profile required"; spec §2 "signin/enroll-user", §4 PROFILE_REQUIRED;
 * fixture PROFILE_REQUIRED_NEW): with the registration policy's `progressiveProfiling` on, a person whose password
 * was right but who lacks an attribute the profile schema requires gets a stored PROFILE_REQUIRED transaction
 * instead of the session; `POST /api/v1/authn/enroll {stateToken, registration: {profile}}` checks the values
 * against the schema (400 E0000001 with one cause per problem), saves them and answers SUCCESS with a session
 * token. 401 E0000011 bad state token, 403 E0000079 another state.
 */
export function createAuthnProfileService(deps: {
  db: Db;
  config: Config;
  sessions: SessionsService;
  audit: AuditRepository;
  registrationPolicy: Pick<RegistrationPolicyService, 'get'>;
  users: Pick<UsersService, 'admin'>;
}) {
  const { config, sessions, registrationPolicy } = deps;
  const transactions = createAuthnRepository(deps.db);
  const users = createUsersRepository(deps.db);
  const slide = (now: Date) => new Date(now.getTime() + config.stateTokenTtlMs);

  async function render(row: AuthnTransactionRow, stateToken: string, expiresAt: Date) {
    const user = row.userId ? await users.findById(row.userId) : null;
    if (!user) throw new ApiError('invalidToken');
    const { profileSchema } = await registrationPolicy.get();
    const data = dataOf(row);
    return profileRequiredTransaction(config.issuer, {
      stateToken,
      expiresAt,
      user,
      request: data.request,
      fields: data.missing.map((name) => ({ name, label: profileSchema.properties[name]?.title ?? name })),
    });
  }

  return {
    /**
     * The required attributes `user` must give before a session: empty when there are none or progressive profiling
     * is off (`profilingSchema` null). The sign-in lookup reads the schema with the user (sign-in.repository.ts).
     */
    missing(user: UserRow, profilingSchema: ProfileSchema | null): string[] {
      return profilingSchema ? missingOf(profilingSchema, user) : [];
    },

    /** Opens PROFILE_REQUIRED for `user` (who gave the right password) asking for `missing`. */
    async begin(user: UserRow, missing: string[], request: ProfileRequest): Promise<TransactionShape> {
      const now = new Date();
      const stateToken = `00${randomToken(24)}`;
      const row = {
        id: newId('txn'),
        stateTokenHash: sha256(stateToken),
        userId: user.id,
        status: PROFILE_REQUIRED,
        expiresAt: slide(now),
        data: { missing, request } as unknown as Record<string, unknown>,
      };
      await transactions.insert(row);
      return render(
        { ...row, factorId: null, cancelledAt: null, createdAt: now, updatedAt: now },
        stateToken,
        row.expiresAt,
      );
    },

    handles: (status: string) => status === PROFILE_REQUIRED,

    /** The PROFILE_REQUIRED body of a live transaction (resume). */
    resume: render,

    /**
     * `POST /api/v1/authn/enroll`: the attributes asked for (others are refused), checked against the schema,
     * saved on the user; SUCCESS with a session token (amr `pwd`).
     * @throws ApiError 401 E0000011, 403 E0000079; InputErrors (400 E0000001).
     */
    async enroll(stateToken: string, profile: Record<string, unknown>, ctx: { ip?: string }) {
      const now = new Date();
      const row = await transactions.touch(sha256(stateToken), now, slide(now));
      if (!row?.userId) throw new ApiError('invalidToken');
      if (row.status !== PROFILE_REQUIRED) throw new ApiError('operationNotAllowed');
      const { missing } = dataOf(row);
      const { profileSchema } = await registrationPolicy.get();
      const asked: ProfileSchema = {
        properties: Object.fromEntries(
          missing.map((n) => [n, profileSchema.properties[n] ?? { type: 'string', title: n }]),
        ),
        required: missing,
        fieldOrder: missing,
      };
      const values = checkSubmission(asked, profile);
      const actor = { id: row.userId, type: 'User' };
      const updated = await deps.users.admin.update(row.userId, { profile: values }, 'partial', {
        actor,
        ...(ctx.ip ? { ip: ctx.ip } : {}),
      });
      if (!updated) throw new ApiError('invalidToken');
      if (!(await transactions.complete(row.id, PROFILE_REQUIRED, now))) throw new ApiError('invalidToken');
      const user = await users.findById(row.userId);
      if (!user || user.status !== 'ACTIVE') throw new ApiError('authenticationFailed');
      const { token, expiresAt } = await sessions.issueSessionToken(user.id, ['pwd'], now);
      return successTransaction(user, token, expiresAt);
    },
  };
}

export type AuthnProfileService = ReturnType<typeof createAuthnProfileService>;
