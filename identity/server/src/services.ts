import { isLoopbackIssuer, type Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { AuthChangeFeed } from './db/auth-changes.ts';
import { createApiTokensService, type ApiTokensService } from './api-tokens/api-tokens.service.ts';
import { createAppsService, type AppsService } from './apps/apps.service.ts';
import { createAuditRepository, type AuditRepository } from './audit/audit.repository.ts';
import { createClientsService, type ClientsService } from './clients/clients.service.ts';
import { createHostedService, type HostedService } from './hosted/hosted.service.ts';
import { createBeaconService, type BeaconService } from './beacon/beacon.service.ts';
import { createFactorsService, type FactorsService } from './factors/factors.service.ts';
import { createLogsService, type LogsService } from './logs/logs.service.ts';
import { createGroupMembersService, type GroupMembersService } from './groups/group-members.service.ts';
import { createGroupsService, type GroupsService } from './groups/groups.service.ts';
import { revokeGrantsOfSessions } from './oidc/grants.repository.ts';
import { createHealthService, type HealthService } from './health/health.service.ts';
import { createMetrics, type Metrics } from './metrics/metrics.service.ts';
import type { HousekeepingTask } from './plugins/housekeeping.ts';
import { KeyService } from './oidc/keys.service.ts';
import { createRateLimitService, type RateLimitService } from './rate-limit/rate-limit.service.ts';
import { createOriginsService, type OriginsService } from './origins/origins.service.ts';
import { createOutboxService, type OutboxService } from './outbox/outbox.service.ts';
import {
  createPasswordPoliciesService,
  type PasswordPoliciesService,
} from './policies/password-policies.service.ts';
import { createDelivery, type Delivery } from './delivery/delivery.ts';
import { createPoliciesService, type PoliciesService } from './policies/policies.service.ts';
import { createSessionsService, type SessionsService } from './sessions/sessions.service.ts';
import { createLoginFailuresRepository } from './users/login-failures.repository.ts';
import { createAuthnRepository } from './authn/authn.repository.ts';
import { createRememberedDevicesRepository } from './factors/remembered-devices.repository.ts';
import { createUsersService, type UsersService } from './users/users.service.ts';
import {
  createAuthenticatorService,
  type AuthenticatorService,
} from './authenticator/authenticator.service.ts';
import { createPushChallengesRepository } from './authenticator/push-challenges.repository.ts';
import {
  createRecoveryPolicyService,
  type RecoveryPolicyService,
} from './recovery/recovery-policy.service.ts';
import { createRecoveryService, type RecoveryService } from './recovery/recovery.service.ts';
import { createRecoveryTokensRepository } from './recovery/recovery-tokens.repository.ts';
import {
  createRegistrationPolicyService,
  type RegistrationPolicyService,
} from './registration/registration-policy.service.ts';
import { createRegistrationService, type RegistrationService } from './registration/registration.service.ts';
import { createConsentService, type ConsentService } from './consent/consent.service.ts';
import { createConsentGrantsService, type ConsentGrantsService } from './consent/consent-grants.service.ts';
import { createIdpsService, type IdpsService } from './idps/idps.service.ts';
import { createDiscoveryService, type DiscoveryService } from './idps/discovery.service.ts';
import { createFederationService, type FederationService } from './idps/federation.service.ts';
import { createStepUpService, type StepUpService } from './authn/authn-step-up.service.ts';
import { createSignOnRulesService, type SignOnRulesService } from './step-up/sign-on-rules.service.ts';

/** Failure counters of unknown usernames are kept this long (ms); they never lock anyone. */
const UNKNOWN_LOGIN_FAILURES_MS = 60 * 60_000;

/**
 * Everything the identity provider's routes need, built once per process in `createServices` and passed
 * to each route plugin explicitly (never looked up on the Fastify instance). The operator CLI builds the same
 * services over the database when no server runs.
 */
export interface Services {
  config: Config;
  db: Db;
  /** Users: lookups, and the management services `admin`, `lifecycle`, `tokens`. */
  users: UsersService;
  /** Groups (OKTA_GROUP) and their membership. */
  groups: GroupsService;
  groupMembers: GroupMembersService;
  sessions: SessionsService;
  origins: OriginsService;
  clients: ClientsService;
  /** OIDC clients as management API applications. */
  apps: AppsService;
  audit: AuditRepository;
  /** Out-of-band messages (email now), stored and shown at /dev/outbox. */
  outbox: OutboxService;
  /** Delivery of codes and links by SMS, voice and email: the outbox by default, email over SMTP if set. */
  delivery: Delivery;
  /** Signing keys of the authorization server (OIDC). */
  keys: KeyService;
  /** The System Log: audit events as Okta LogEvents. */
  logs: LogsService;
  /** Factors of users (enrolled MFA factors). */
  factors: FactorsService;
  /** Multi-factor policies per group and the effective policy of a user. */
  policies: PoliciesService;
  /** Password policies per group and the password rules of a user. */
  passwordPolicies: PasswordPoliciesService;
  /** The recovery policy (channels, question, self-service unlock, link lifetime). */
  recoveryPolicy: RecoveryPolicyService;
  /** Self-service password recovery and account unlock (src/recovery). */
  recovery: RecoveryService;
  /** The registration policy (on/off, default group, activation, profile schema). */
  registrationPolicy: RegistrationPolicyService;
  /** Self-service registration: the form, register, activation tokens (src/registration). */
  registration: RegistrationService;
  /** User consent for applications that require it (CONSENT_REQUIRED, /oauth2/v1/authorize). */
  consent: ConsentService;
  /** Users' consents as the management API and the CLI see them. */
  consentGrants: ConsentGrantsService;
  /** External identity providers (Okta Identity Providers API; src/idps). */
  idps: IdpsService;
  /** The IDP_DISCOVERY policy's rules and the routing of a username (webfinger). */
  discovery: DiscoveryService;
  /** Federated sign-in at an external OpenID Connect provider (/sso/idps/{id} and its callback). */
  federation: FederationService;
  /** Applications' sign-on rules: a second factor required to sign in to them (src/step-up). */
  signOnRules: SignOnRulesService;
  /** Step-up of a session for such an application (UNAUTHENTICATED, FACTOR_*, SUCCESS SESSION_STEP_UP). */
  stepUp: StepUpService;
  /** The companion authenticator's device API (push registration, pushes, answers). */
  authenticator: AuthenticatorService;
  /** API tokens of the management API. */
  apiTokens: ApiTokensService;
  /** The hosted sign-in page's rules (/login/default). */
  hosted: HostedService;
  /** The security beacon's images and the browsers known for each user (src/beacon). */
  beacon: BeaconService;
  /** Prometheus metrics of this app (src/metrics). */
  metrics: Metrics;
  /** Database-backed rate limits of the sign-in endpoints (src/rate-limit). */
  rateLimits: RateLimitService;
  /** Readiness of this node (src/health). */
  health: HealthService;
  /** Periodic clean-ups of rows that carry no information any more (run by plugins/housekeeping.ts). */
  housekeeping: HousekeepingTask[];
}

/**
 * Builds the services over one open database. `authChanges` (PGlite only: db/auth-changes.ts) lets the sessions
 * service cache open sessions.
 */
export function createServices(db: Db, config: Config, authChanges?: AuthChangeFeed): Services {
  const audit = createAuditRepository(db);
  const sessions = createSessionsService(db, config, authChanges);
  // Tokens must not outlive the sign-in they came from: closing a session (sign-out, lockout, deactivation,
  // suspension) revokes the OAuth grants made in it, whether a server or the CLI closed it.
  sessions.onClosed(async (sessionIds) => {
    await revokeGrantsOfSessions(db, sessionIds, new Date());
  });
  const outbox = createOutboxService(db);
  const delivery = createDelivery(config, outbox);
  const mail = { send: (m: { to: string; subject?: string; text: string }) => delivery.send('email', m) };
  const groups = createGroupsService({ db, audit });
  const groupMembers = createGroupMembersService({ db, audit });
  const origins = createOriginsService(db);
  const metrics = createMetrics();
  const rateLimits = createRateLimitService(db, config.rateLimit, metrics);
  const loginFailures = createLoginFailuresRepository(db);
  const passwordPolicies = createPasswordPoliciesService({ db, audit, groups });
  const factors = createFactorsService(db, config, delivery);
  const recoveryPolicy = createRecoveryPolicyService({ db, audit });
  const registrationPolicy = createRegistrationPolicyService({ db, audit, groups });
  const clients = createClientsService(db);
  const apps = createAppsService(db);
  const policies = createPoliciesService({ db, audit, groups });
  const signOnRules = createSignOnRulesService({ db, apps, audit });
  const users = createUsersService({
    db,
    config,
    audit,
    sessions,
    mail,
    groups,
    members: groupMembers,
    passwordPolicies,
  });
  const registration = createRegistrationService({
    db,
    config,
    mail,
    users,
    sessions,
    passwordPolicies,
    registrationPolicy,
  });
  const idps = createIdpsService({ db, config, audit, groups });
  const federation = createFederationService({ db, config, audit, users, sessions, idps });
  return {
    config,
    db,
    users,
    idps,
    discovery: createDiscoveryService({ db, audit }),
    federation,
    groups,
    groupMembers,
    sessions,
    origins,
    clients,
    consent: createConsentService({ db, config, sessions, audit, clients }),
    consentGrants: createConsentGrantsService({ db, issuer: config.issuer, users }),
    apps,
    signOnRules,
    stepUp: createStepUpService({ db, config, sessions, audit, factors, policies, signOnRules }),
    audit,
    outbox,
    delivery,
    apiTokens: createApiTokensService(db),
    hosted: createHostedService({ config, origins, sessions, audit }),
    beacon: createBeaconService(db, config.issuer),
    factors,
    authenticator: createAuthenticatorService({ db, config, factors, audit }),
    policies,
    passwordPolicies,
    recoveryPolicy,
    recovery: createRecoveryService({
      db,
      config,
      audit,
      passwordPolicies,
      delivery,
      recoveryPolicy,
      sessions,
    }),
    registrationPolicy,
    registration,
    logs: createLogsService(db),
    keys: new KeyService(db, {
      encryptionKey: config.keysEncryptionKey,
      requireEncryption: !isLoopbackIssuer(config.issuer),
    }),
    metrics,
    rateLimits,
    health: createHealthService(db),
    housekeeping: [
      { name: 'rate-limit buckets', run: () => rateLimits.prune() },
      {
        name: 'login failures',
        run: () => loginFailures.prune(new Date(Date.now() - UNKNOWN_LOGIN_FAILURES_MS)),
      },
      // An expired state token answers E0000011 whether its row exists or not; keep a day for investigations.
      {
        name: 'authn transactions',
        run: () => createAuthnRepository(db).prune(new Date(Date.now() - 24 * 60 * 60_000)),
      },
      {
        name: 'recovery tokens',
        run: () => createRecoveryTokensRepository(db).prune(new Date(Date.now() - 24 * 60 * 60_000)),
      },
      { name: 'registration tokens', run: () => registration.prune() },
      { name: 'federated sign-ins', run: () => federation.prune() },
      { name: 'remembered devices', run: () => createRememberedDevicesRepository(db).prune(new Date()) },
      {
        name: 'push challenges',
        run: () => createPushChallengesRepository(db).prune(new Date(Date.now() - 24 * 60 * 60_000)),
      },
    ],
  };
}
