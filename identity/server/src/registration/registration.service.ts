import type { ActionContext } from '../audit/action-context.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { EmailSender } from '../delivery/delivery.ts';
import { ApiError, FIELD_TAKEN, InputError } from '../errors.ts';
import { randomBase62, sha256 } from '../lib/crypto.ts';
import type { PasswordPoliciesService } from '../policies/password-policies.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createUsersRepository, type UserRow } from '../users/users.repository.ts';
import { checkSubmission } from './profile-schema.ts';
import { registrationForm, type RegistrationForm } from './registration-form.ts';
import type { RegistrationPolicyService } from './registration-policy.service.ts';
import { createRegistrationTokensRepository } from './registration-tokens.repository.ts';

/** The page an emailed activation link opens (registration.routes.ts). */
export const ACTIVATION_LINK_PATH = '/registration/activate';
/** Lifetime of the activation token the register call returns when no activation is required (ms). */
export const DIRECT_TOKEN_TTL_MS = 10 * 60_000;

/** `POST /api/v1/registration/{policyId}/register` body. */
export interface RegisterRequest {
  userProfile: Record<string, unknown>;
  relayState?: string | undefined;
}

/** What a redeemed activation token gives: the user, signed in, and where the registration asked to go. */
export interface Activated {
  user: UserRow;
  sessionToken: string;
  expiresAt: Date;
  relayState: string | null;
}

/** The error of a registration policy that is off or of another id: 404 E0000007 (the reference's "no such policy"). */
const noRegistration = () => new ApiError('notFound', { params: { path: 'registration', METHOD: 'Policy' } });

/**
 * Self-service registration (issue 8; spec §3 "registration", §7 "Security image, device fingerprint,
 * registration"; design/authn-protocol.md §1.11): the schema-driven form, the register call, and the one-time
 * activation tokens (stored hashed, spent once, expiring) that activate the new user and sign them in.
 */
export function createRegistrationService(deps: {
  db: Db;
  config: Config;
  mail: EmailSender;
  users: UsersService;
  sessions: SessionsService;
  passwordPolicies: PasswordPoliciesService;
  registrationPolicy: RegistrationPolicyService;
}) {
  const tokens = createRegistrationTokensRepository(deps.db);
  const rows = createUsersRepository(deps.db);

  async function issueToken(userId: string, ttlMs: number, relayState: string | null): Promise<string> {
    const token = randomBase62(32);
    const now = new Date();
    await tokens.replace({
      tokenHash: sha256(token),
      userId,
      relayState,
      expiresAt: new Date(now.getTime() + ttlMs),
      now,
    });
    return token;
  }

  async function enabledPolicy() {
    const policy = await deps.registrationPolicy.get();
    if (!policy.enabled) throw noRegistration();
    return policy;
  }

  return {
    /**
     * `GET /api/v1/registration/form`: the policy id and the profile schema, the password field carrying the
     * default group's password rules as sub-schemas. @throws ApiError 404 E0000007 when registration is off.
     */
    async form(): Promise<RegistrationForm> {
      const policy = await enabledPolicy();
      const rules = await deps.passwordPolicies.forGroups(
        policy.defaultGroupId ? [policy.defaultGroupId] : [],
      );
      return registrationForm(policy, rules);
    },

    /**
     * Registers a person: checks `userProfile` against the schema, then creates the user in the default group
     * under its password policy (login = `login` field or the email). With activation required the user is
     * STAGED and an activation link (living the policy's minutes) is emailed; the answer is `{}`. Without, the
     * user is ACTIVE and the answer carries a one-time `activationToken` (10 minutes) for `POST /api/v1/authn`.
     * @throws ApiError 404 E0000007 registration off or another policy id; 400 E0000114 the login exists;
     *   InputErrors (400 E0000001) with one cause per invalid field or broken password rule.
     */
    async register(
      policyId: string,
      req: RegisterRequest,
      ctx: ActionContext,
    ): Promise<{ activationToken?: string }> {
      const policy = await enabledPolicy();
      if (policyId !== policy.policyId) throw noRegistration();
      const values = checkSubmission(policy.profileSchema, req.userProfile);
      const { password, ...profile } = values;
      const login = profile['login'] ?? profile['email']!;
      let user;
      try {
        user = await deps.users.admin.create(
          {
            profile: { ...profile, login },
            credentials: { password: { value: password! } },
            groupIds: policy.defaultGroupId ? [policy.defaultGroupId] : [],
          },
          { activate: !policy.activationRequired, required: ['login', 'email'] },
          ctx,
        );
      } catch (err) {
        if (err instanceof InputError && err.property === 'login' && err.message === FIELD_TAKEN) {
          throw new ApiError('userExists', {
            causes: [
              {
                errorSummary: 'A user with this login already exists',
                property: 'login',
                reason: FIELD_TAKEN,
              },
            ],
          });
        }
        throw err;
      }
      const relayState = req.relayState ?? null;
      if (!policy.activationRequired)
        return { activationToken: await issueToken(user.id, DIRECT_TOKEN_TTL_MS, relayState) };
      const ttlMinutes = policy.tokenLifetimeMinutes;
      const token = await issueToken(user.id, ttlMinutes * 60_000, relayState);
      await deps.mail.send({
        to: user.profile.email,
        subject: 'Activate your account',
        text: `Welcome! An account was registered for ${login}. Open this link within ${ttlMinutes} minutes to activate it and sign in:\n\n${deps.config.issuer}${ACTIVATION_LINK_PATH}/${token}\n\nIf you did not register, ignore this email: the account stays inactive.\n`,
      });
      return {};
    },

    /**
     * Spends an activation token: activates a STAGED user and issues a session token (the caller answers SUCCESS
     * or opens the session). @throws ApiError 401 E0000011 unknown token (or a user no longer able to sign in);
     * 403 E0000110 used or expired.
     */
    async redeem(token: string, ctx: ActionContext): Promise<Activated> {
      if (token.length > 256) throw new ApiError('invalidToken');
      const now = new Date();
      const result = await tokens.consume(sha256(token), now);
      if (!result.row) throw new ApiError('invalidToken');
      if (!result.spent) throw new ApiError('linkUsed');
      const { userId, relayState } = result.row;
      let user = await rows.findById(userId);
      if (user?.status === 'STAGED') {
        await deps.users.lifecycle.run(userId, 'activate', { sendEmail: false }, ctx);
        user = await rows.findById(userId);
      }
      if (!user || user.status !== 'ACTIVE') throw new ApiError('invalidToken');
      const { token: sessionToken, expiresAt } = await deps.sessions.issueSessionToken(user.id, ['pwd'], now);
      return { user, sessionToken, expiresAt, relayState };
    },

    /** Deletes tokens that expired a day ago or more (housekeeping). */
    prune: () => tokens.prune(new Date(Date.now() - 24 * 60 * 60_000)),
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
