import type { ApiErrorBody } from '@identity/contracts';
import type { ApiTokenShape } from '../api-tokens/api-tokens.schema.ts';
import type { ApplicationShape } from '../apps/apps.schema.ts';
import type { CreateClientInput } from '../clients/clients.service.ts';
import type { ConsentGrant } from '../consent/consent.schema.ts';
import type { UserFactorShape } from '../factors/factors.schema.ts';
import type { GroupShape } from '../groups/groups.schema.ts';
import type { KeyRotationShape } from '../oidc/keys.schema.ts';
import type { TrustedOriginShape } from '../origins/origins.schema.ts';
import type { OutboxMessageShape } from '../outbox/outbox.schema.ts';
import type { MfaPolicyBody, MfaPolicyShape } from '../policies/policies.schema.ts';
import type { PasswordPolicyBody, PasswordPolicyShape } from '../policies/password-policies.schema.ts';
import type { RecoveryPolicyBody, RecoveryPolicyShape } from '../recovery/recovery-policy.schema.ts';
import type {
  RegistrationPolicyBody,
  RegistrationPolicyShape,
} from '../registration/registration-policy.schema.ts';
import type { UserShape } from '../users/users.schema.ts';
import type { IdpInput } from '../idps/idp-input.ts';
import type { IdpObject } from '../idps/idp-object.ts';
import type { RuleInput } from '../idps/discovery.service.ts';
import type { RuleObject } from '../idps/rule-object.ts';
import type { SignOnRuleShape } from '../step-up/sign-on-rules.schema.ts';

/** A new ACTIVE user: profile attributes (login and email required, names optional) and a password. */
export interface NewUser {
  profile: Record<string, string>;
  password: string;
}

/** A partial update of a user: attributes to set (null removes one) and/or a new password. */
export interface UserChanges {
  profile?: Record<string, string | null>;
  password?: string;
}

/** The writable fields of a trusted origin (Okta TrustedOriginWrite; scopes `CORS`, `REDIRECT`). */
export interface OriginInput {
  name: string;
  origin: string;
  scopes: string[];
}

/**
 * What the operator CLI can do to an identity provider, in the objects of the management API (Okta shapes,
 * produced by the same presenters whichever implementation answers). Two implementations: `http-operator.ts`
 * (the management API of a running server) and `direct-operator.ts` (the services over the database). Lists
 * return every page. Refusals throw `OperatorError` with the API's error body in both; 404 E0000007 for an
 * unknown id, except `find`/`get`, which answer null.
 */
export interface Operator {
  users: {
    create(user: NewUser): Promise<UserShape>;
    /** `filter`: an Okta filter expression (without one, DEPROVISIONED users are left out, as the API does). */
    list(query?: { filter?: string }): Promise<UserShape[]>;
    /** By id or login. */
    find(idOrLogin: string): Promise<UserShape | null>;
    update(userId: string, changes: UserChanges): Promise<UserShape>;
    /** `DELETE /api/v1/users/{id}`: deactivates a user who is not DEPROVISIONED, deletes one who is. */
    remove(userId: string): Promise<void>;
    deactivate(userId: string): Promise<void>;
    /** The reset link when `sendEmail` is false; else it is emailed (outbox) and the answer is `{}`. */
    resetPassword(
      userId: string,
      opts: { sendEmail: boolean; revokeSessions: boolean },
    ): Promise<{ resetPasswordUrl?: string }>;
    expirePassword(userId: string): Promise<UserShape>;
    /** Unlocks (LOCKED_OUT or ACTIVE users); `failedAttempts` before it, when the implementation can see it. */
    unlock(userId: string): Promise<{ failedAttempts: number | null }>;
    groups(userId: string): Promise<GroupShape[]>;
    /** The user's enrolled factors (`GET /api/v1/users/{id}/factors`). */
    factors(userId: string): Promise<UserFactorShape[]>;
    /** Deletes all the user's factors (`POST /api/v1/users/{id}/lifecycle/reset_factors`). */
    resetFactors(userId: string): Promise<void>;
    /** The user's consents (`GET /api/v1/users/{id}/grants`). */
    grants(userId: string): Promise<ConsentGrant[]>;
    /** Revokes the user's consents, or one client's (`DELETE …/grants`, `DELETE …/clients/{clientId}/grants`). */
    revokeGrants(userId: string, clientId?: string): Promise<void>;
  };
  groups: {
    /** `q`: a prefix of the name. */
    list(query?: { q?: string }): Promise<GroupShape[]>;
    create(profile: { name: string; description?: string }): Promise<GroupShape>;
    members(groupId: string): Promise<UserShape[]>;
    addUser(groupId: string, userId: string): Promise<void>;
    removeUser(groupId: string, userId: string): Promise<void>;
  };
  origins: {
    list(query?: { filter?: string }): Promise<TrustedOriginShape[]>;
    create(input: OriginInput): Promise<TrustedOriginShape>;
    replace(originId: string, input: OriginInput): Promise<TrustedOriginShape>;
    activate(originId: string): Promise<TrustedOriginShape>;
    remove(originId: string): Promise<void>;
  };
  apps: {
    /** Registers an OIDC client; a confidential one's secret is in `credentials.oauthClient.client_secret`. */
    register(client: CreateClientInput): Promise<ApplicationShape>;
    list(query?: { filter?: string }): Promise<ApplicationShape[]>;
    get(appId: string): Promise<ApplicationShape | null>;
    deactivate(appId: string): Promise<void>;
    /** Deletes an INACTIVE application (403 E0000056 while it is ACTIVE). */
    remove(appId: string): Promise<void>;
    /** The application's sign-on rule (`GET /api/v1/apps/{id}/sign-on-rule`, ours); null when it has none. */
    signOnRule(appId: string): Promise<SignOnRuleShape | null>;
    /** Requires a second factor for the application (`PUT …/sign-on-rule`); no types: any second factor. */
    setSignOnRule(appId: string, factorTypes: string[]): Promise<SignOnRuleShape>;
    /** Removes the rule (`DELETE …/sign-on-rule`; 404 E0000007 when it has none). */
    removeSignOnRule(appId: string): Promise<void>;
  };
  tokens: {
    /** A new API token; its value (`token`) is in this answer only. */
    create(name: string): Promise<ApiTokenShape & { token: string }>;
    list(): Promise<ApiTokenShape[]>;
    revoke(tokenId: string): Promise<void>;
  };
  keys: {
    /** Signing key rotation (`POST /api/v1/keys/rotate`). */
    rotate(): Promise<KeyRotationShape>;
  };
  policies: {
    /** Every group's multi-factor policy (`GET /api/v1/mfa-policies`, ours). */
    list(): Promise<MfaPolicyShape[]>;
    /** Creates or replaces a group's multi-factor policy (`PUT /api/v1/mfa-policies/{groupId}`, ours). */
    setMfa(groupId: string, policy: MfaPolicyBody): Promise<MfaPolicyShape>;
    /** Every group's password policy (`GET /api/v1/password-policies`, ours). */
    listPassword(): Promise<PasswordPolicyShape[]>;
    /** Creates or replaces a group's password policy (`PUT /api/v1/password-policies/{groupId}`, ours). */
    setPassword(groupId: string, policy: PasswordPolicyBody): Promise<PasswordPolicyShape>;
    /** The recovery policy (`GET /api/v1/recovery-policy`, ours). */
    getRecovery(): Promise<RecoveryPolicyShape>;
    /** Changes the recovery policy's given settings (`PUT /api/v1/recovery-policy`, ours). */
    setRecovery(policy: RecoveryPolicyBody): Promise<RecoveryPolicyShape>;
    /** The registration policy (`GET /api/v1/registration-policy`, ours). */
    getRegistration(): Promise<RegistrationPolicyShape>;
    /** Changes the registration policy's given settings (`PUT /api/v1/registration-policy`, ours). */
    setRegistration(policy: RegistrationPolicyBody): Promise<RegistrationPolicyShape>;
  };
  /** External identity providers (`/api/v1/idps`) and the IdP discovery rules (`/api/v1/policies/{id}/rules`). */
  idps: {
    list(): Promise<IdpObject[]>;
    create(body: IdpInput): Promise<IdpObject>;
    /** `POST /api/v1/idps/{id}/lifecycle/activate|deactivate`. */
    setStatus(idpId: string, status: 'ACTIVE' | 'INACTIVE'): Promise<IdpObject>;
    remove(idpId: string): Promise<void>;
    /** The IDP_DISCOVERY policy's rules, by priority (the default rule last). */
    rules(): Promise<RuleObject[]>;
    addRule(body: RuleInput): Promise<RuleObject>;
    removeRule(ruleId: string): Promise<void>;
  };
  outbox: {
    /** The delivered messages, newest first (`GET /api/v1/outbox`, ours): `to` exact, `limit` 1..500. */
    list(query?: { to?: string; limit?: number }): Promise<OutboxMessageShape[]>;
  };
}

/**
 * A refusal of the identity provider in the management API's error shape (Okta: errorCode, errorSummary,
 * errorCauses), whichever implementation raised it. `message` is written for the operator: the causes when
 * there are any (they name the field), else the summary, with the error code (and the errorId of a 5xx).
 */
export class OperatorError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    const causes = (body.errorCauses ?? []).map((c) => c.errorSummary).filter(Boolean);
    const summary = causes.length > 0 ? causes.join('; ') : body.errorSummary;
    super(
      status >= 500
        ? `${summary} (${body.errorCode}, errorId ${body.errorId}: the identity provider's log has the details)`
        : `${summary} (${body.errorCode})`,
    );
    this.name = 'OperatorError';
  }

  /** true when a cause names `property` (e.g. a taken `client_id`). */
  concerns(property: string): boolean {
    return (this.body.errorCauses ?? []).some((c) => c.property === property);
  }
}
