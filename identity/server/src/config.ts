import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { parseKeyEncryptionKey } from './lib/key-encryption.ts';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

const DEFAULT_WIDGET_DIST = resolve(import.meta.dirname, '..', '..', 'widget', 'dist');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Environment of the identity provider, validated at boot (see README "Environment variables"). */
const envSchema = z.object({
  IDP_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  IDP_HOST: z.string().min(1).default('localhost'),
  IDP_ISSUER: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:8080')
    .transform((v) => v.replace(/\/+$/, '')),
  DATA_DIR: z.string().min(1).default('./.data/idp'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  ACCESS_TOKEN_AUDIENCE: z.string().min(1).default('api://default'),
  LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(10),
  LOCKOUT_SHOW_FAILURES: bool.default(false),
  LOCKOUT_DURATION_MINUTES: z.coerce.number().min(0).max(525_600).default(15),
  SEED_DEMO: bool.optional(),
  DEV_OUTBOX: bool.optional(),
  IDP_OPERATOR_TOKEN_FILE: z.string().min(1).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(120),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(24),
  WIDGET_DIST: z.string().min(1).optional(),
  BRAND_NAME: z.string().trim().min(1).max(100).default('Identity Provider'),
  BRAND_LOGO_URL: z
    .string()
    .refine(isLogoUrl, 'must be an absolute http(s) URL or a path starting with /')
    .optional(),
  BRAND_PRIMARY_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1a5fb4')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_USERNAME_PER_SECOND: z.coerce.number().positive().max(1_000_000).default(4),
  RATE_LIMIT_USERNAME_BURST: z.coerce.number().int().min(1).max(1_000_000).default(10),
  RATE_LIMIT_IP_PER_SECOND: z.coerce.number().positive().max(1_000_000).default(10),
  RATE_LIMIT_IP_BURST: z.coerce.number().int().min(1).max(1_000_000).default(50),
  TRUST_PROXY: z
    .string()
    .refine((v) => parseTrustProxy(v) !== null, 'must be true, false, a hop count or a list of IPs/CIDRs')
    .transform((v) => parseTrustProxy(v)!)
    .optional(),
  KEYS_ENCRYPTION_KEY: z
    .string()
    .refine((v) => parseKeyEncryptionKey(v) !== null, 'must be 32 bytes as 64 hex digits or base64/base64url')
    .transform((v) => parseKeyEncryptionKey(v)!)
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,256}$/, 'must be 32 to 256 printable ASCII characters without spaces')
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_SECURE: bool.optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  SMTP_FROM: z.string().min(3).max(320).optional(),
  PHONE_ALLOWED_COUNTRIES: z
    .string()
    .regex(/^[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*$/, 'must be ISO 3166 country codes such as US,CA')
    .default('US,CA')
    .transform((v) => v.split(',').map((c) => c.trim().toUpperCase())),
  PUSH_CHALLENGE_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
});

/** One token bucket: `perSecond` requests refill per second, up to `burst` requests at once. */
export interface BucketPolicy {
  perSecond: number;
  burst: number;
}

/** Runtime configuration. Durations are in milliseconds. */
export interface Config {
  /** Public base URL, no trailing slash; `iss` of tokens and base of every `_links` href. */
  issuer: string;
  port: number;
  host: string;
  /** PGlite directory, or `memory://` for an in-memory database. Ignored when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl?: string;
  accessTokenAudience: string;
  /** Consecutive failed password checks that lock an account. */
  lockoutThreshold: number;
  /** true: a locked user gets `LOCKED_OUT`; false (default, as Okta): the same `401 E0000004` as a bad password. */
  lockoutShowFailures: boolean;
  /** How long a lockout lasts before the account unlocks by itself (ms); 0 = until an operator unlocks it. */
  lockoutDurationMs: number;
  /** Seed the demo tenant at start (demo users with a published password): default only for a localhost issuer. */
  seedDemo: boolean;
  /** Serve the stored outbox messages at `GET /dev/outbox`: default only for a localhost issuer (DEV_OUTBOX). */
  devOutbox: boolean;
  /**
   * File holding the local operator's management API token (mode 0600), written by the server at start and read
   * by the CLI (IDP_OPERATOR_TOKEN_FILE); null: none. Default `{dataDir}/operator.token` for a localhost issuer.
   */
  operatorTokenFile: string | null;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** Sliding lifetime of a state token (ms). */
  stateTokenTtlMs: number;
  /** Lifetime of the one-time session token (ms), 5 minutes as in Okta. */
  sessionTokenTtlMs: number;
  /** Secure + SameSite=None cookies; true when the issuer is https. */
  cookieSecure: boolean;
  logLevel: string;
  /** The widget's build (`identity/widget/dist`), served at `/widget/{version}/` for hosts' language bundles. */
  widgetDist: string;
  /** The tenant's brand on the IdP's own pages (hosted sign-in): name, logo URL, primary colour `#rrggbb`. */
  brand: { name: string; logoUrl?: string; primaryColor?: string };
  /** Rate limits of the sign-in endpoints (src/rate-limit): one bucket per username, one per client IP. */
  rateLimit: { username: BucketPolicy; ip: BucketPolicy };
  /** Fastify `trustProxy`: which proxies' `X-Forwarded-*` headers set `request.ip` (default false). */
  trustProxy: TrustProxy;
  /** AES-256 key-encryption key of the OIDC signing keys (32 bytes); required unless the issuer is on localhost. */
  keysEncryptionKey?: Buffer;
  /** Serve `GET /metrics` on this separate port (not on the public one). */
  metricsPort?: number;
  /** Bearer token `GET /metrics` requires (on the public port, or also on METRICS_PORT when both are set). */
  metricsToken?: string;
  /** Email delivery over SMTP (delivery/smtp-adapter.ts); unset: emails go to the outbox. */
  smtp?: SmtpConfig;
  /** ISO 3166 regions whose phone numbers SMS and voice factors accept (PHONE_ALLOWED_COUNTRIES, default US, CA). */
  phoneCountries: string[];
  /**
   * How long a push waits for the device's answer before the sign-in sees TIMEOUT (ms; PUSH_CHALLENGE_SECONDS,
   * default 300 s = 5 minutes as in Okta Verify).
   */
  pushChallengeMs: number;
}

/** Where and as whom the IdP sends email: a nodemailer URL, or host/port/credentials; `from` is the sender. */
export interface SmtpConfig {
  url?: string;
  host?: string;
  /** Default 587 (465 with `secure`). */
  port?: number;
  /** TLS from the first byte (SMTPS); otherwise STARTTLS when the server offers it. */
  secure?: boolean;
  user?: string;
  pass?: string;
  from: string;
}

/**
 * Reads and validates the environment. Throws an Error listing every invalid variable.
 * @param env defaults to `process.env`
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (as in most .env tooling).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    issuer: e.IDP_ISSUER,
    port: e.IDP_PORT,
    host: e.IDP_HOST,
    dataDir: resolveDataDir(e.DATA_DIR, env),
    databaseUrl: e.DATABASE_URL,
    accessTokenAudience: e.ACCESS_TOKEN_AUDIENCE,
    lockoutThreshold: e.LOCKOUT_THRESHOLD,
    lockoutShowFailures: e.LOCKOUT_SHOW_FAILURES,
    lockoutDurationMs: Math.round(e.LOCKOUT_DURATION_MINUTES * 60_000),
    seedDemo: e.SEED_DEMO ?? isLoopbackIssuer(e.IDP_ISSUER),
    devOutbox: e.DEV_OUTBOX ?? isLoopbackIssuer(e.IDP_ISSUER),
    operatorTokenFile: operatorTokenFileOf(
      e.IDP_OPERATOR_TOKEN_FILE,
      e.IDP_ISSUER,
      resolveDataDir(e.DATA_DIR, env),
      env,
    ),
    sessionIdleMs: Math.round(e.SESSION_IDLE_MINUTES * 60_000),
    sessionMaxMs: Math.round(e.SESSION_MAX_HOURS * 3_600_000),
    stateTokenTtlMs: 5 * 60_000,
    sessionTokenTtlMs: 5 * 60_000,
    cookieSecure: e.IDP_ISSUER.startsWith('https:'),
    widgetDist: e.WIDGET_DIST ? resolve(e.WIDGET_DIST) : DEFAULT_WIDGET_DIST,
    brand: {
      name: e.BRAND_NAME,
      ...(e.BRAND_LOGO_URL ? { logoUrl: e.BRAND_LOGO_URL } : {}),
      ...(e.BRAND_PRIMARY_COLOR ? { primaryColor: e.BRAND_PRIMARY_COLOR.toLowerCase() } : {}),
    },
    logLevel: e.LOG_LEVEL,
    rateLimit: {
      username: { perSecond: e.RATE_LIMIT_USERNAME_PER_SECOND, burst: e.RATE_LIMIT_USERNAME_BURST },
      ip: { perSecond: e.RATE_LIMIT_IP_PER_SECOND, burst: e.RATE_LIMIT_IP_BURST },
    },
    trustProxy: e.TRUST_PROXY ?? false,
    keysEncryptionKey: e.KEYS_ENCRYPTION_KEY,
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    ...(e.SMTP_URL || e.SMTP_HOST ? { smtp: smtpOf(e) } : {}),
    phoneCountries: e.PHONE_ALLOWED_COUNTRIES,
    pushChallengeMs: e.PUSH_CHALLENGE_SECONDS * 1000,
  };
}

/** The SMTP settings of the environment; the sender defaults to `no-reply@` the issuer's host name. */
function smtpOf(e: z.infer<typeof envSchema>): SmtpConfig {
  return {
    ...(e.SMTP_URL ? { url: e.SMTP_URL } : {}),
    ...(e.SMTP_HOST ? { host: e.SMTP_HOST } : {}),
    ...(e.SMTP_PORT ? { port: e.SMTP_PORT } : {}),
    ...(e.SMTP_SECURE !== undefined ? { secure: e.SMTP_SECURE } : {}),
    ...(e.SMTP_USER ? { user: e.SMTP_USER } : {}),
    ...(e.SMTP_PASS ? { pass: e.SMTP_PASS } : {}),
    from: e.SMTP_FROM ?? `no-reply@${new URL(e.IDP_ISSUER).hostname}`,
  };
}

/** A logo the sign-in page may load: an absolute http(s) URL, or a path on the IdP (`/…`, not `//…`). */
function isLogoUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** true when the issuer's hostname is localhost, 127.0.0.1 or ::1 (a developer machine, not a deployment). */
export function isLoopbackIssuer(issuer: string): boolean {
  return LOOPBACK_HOSTNAMES.has(new URL(issuer).hostname);
}

/** The name of the operator token file in the data directory. */
export const OPERATOR_TOKEN_FILE_NAME = 'operator.token';

/**
 * Where the operator token file lives: IDP_OPERATOR_TOKEN_FILE (a path, relative to INIT_CWD like DATA_DIR, or
 * `off`), else `{dataDir}/operator.token` when the issuer is on localhost and the data directory is on disk: a
 * deployment's token never lands in a file unless its operator asks for one.
 */
function operatorTokenFileOf(
  setting: string | undefined,
  issuer: string,
  dataDir: string,
  env: NodeJS.ProcessEnv,
): string | null {
  if (setting === 'off') return null;
  if (setting !== undefined) return resolveDataDir(setting, env);
  return isLoopbackIssuer(issuer) && dataDir !== 'memory://' ? join(dataDir, OPERATOR_TOKEN_FILE_NAME) : null;
}

/**
 * A relative DATA_DIR is resolved against the directory npm was invoked from (INIT_CWD), so the server
 * (`npm start -w ...`, cwd = package) and the CLI (`npm run idp`, cwd = root) open the same directory.
 */
function resolveDataDir(dir: string, env: NodeJS.ProcessEnv): string {
  if (dir === 'memory://' || isAbsolute(dir)) return dir;
  return resolve(env.INIT_CWD || process.cwd(), dir);
}

/**
 * Merges overrides (tests, CLI) over the environment; `cookieSecure` (and `seedDemo` / `devOutbox` unless
 * SEED_DEMO / DEV_OUTBOX is set, `operatorTokenFile` unless IDP_OPERATOR_TOKEN_FILE is set) follow the final
 * issuer (and data directory) unless given.
 * @throws Error when the issuer is not on localhost and no KEYS_ENCRYPTION_KEY is set (a deployment would
 *   otherwise keep its token-signing keys in plaintext).
 */
export function resolveConfig(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = process.env): Config {
  const base = loadConfig(env);
  const merged = { ...base, ...overrides };
  if (overrides.issuer !== undefined && overrides.cookieSecure === undefined) {
    merged.cookieSecure = merged.issuer.startsWith('https:');
  }
  if (overrides.issuer !== undefined && overrides.seedDemo === undefined && !env.SEED_DEMO) {
    merged.seedDemo = isLoopbackIssuer(merged.issuer);
  }
  if (overrides.issuer !== undefined && overrides.devOutbox === undefined && !env.DEV_OUTBOX) {
    merged.devOutbox = isLoopbackIssuer(merged.issuer);
  }
  const moved = overrides.issuer !== undefined || overrides.dataDir !== undefined;
  if (moved && overrides.operatorTokenFile === undefined && !env.IDP_OPERATOR_TOKEN_FILE) {
    merged.operatorTokenFile = operatorTokenFileOf(undefined, merged.issuer, merged.dataDir, env);
  }
  if (!merged.keysEncryptionKey && !isLoopbackIssuer(merged.issuer)) {
    throw new Error(
      `KEYS_ENCRYPTION_KEY must be set when the issuer is not on localhost (IDP_ISSUER=${merged.issuer}): ` +
        'the OIDC signing keys are stored encrypted with it. Create one with `openssl rand -base64 32` ' +
        'and keep it outside the database (see docs/operations.md).',
    );
  }
  return merged;
}
