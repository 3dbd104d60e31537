import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** Resolves a folder given relative to the compliance/api package (absolute paths are kept). */
function fromPackage(path: string): string {
  return resolve(packageRoot, path);
}

const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

/**
 * Environment of the suite's API (validated at boot; an invalid variable stops the process).
 * SUITE_WEB_DIST and SUITE_WIDGET_DIST are resolved against the compliance/api package.
 */
export const configSchema = z.object({
  SUITE_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SUITE_HOST: z.string().min(1).default('localhost'),
  SUITE_IDP_URL: url.default('http://localhost:8080'),
  SUITE_CLIENT_ID: z.string().min(1).default('compliance-suite'),
  SUITE_API_AUDIENCE: z.string().min(1).default('api://default'),
  SUITE_PUBLIC_URL: url.optional(),
  SUITE_WEB_DIST: z.string().min(1).default('../web/dist').transform(fromPackage),
  SUITE_WIDGET_DIST: z.string().min(1).default('../../identity/widget/dist').transform(fromPackage),
  SUITE_SUPPORT_EMAIL: z.email().default('supporto@example.com'),
  SUITE_SUPPORT_PHONE: z.string().min(1).default('+39 02 1234 5678'),
  SUITE_DATA_DIR: z.string().min(1).default('./.data/suite'),
  SUITE_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SUITE_TOKEN_CHECK_TTL: z.coerce.number().int().min(0).max(30).default(30),
  SUITE_SEED_DEMO: z.enum(['true', 'false']).default('true'),
  SUITE_DEMO_CLIENTS: z.coerce.number().int().min(0).max(100_000).default(3000),
  SUITE_DEMO_OPERATIONS: z.coerce.number().int().min(0).max(10_000_000).default(60_000),
  SUITE_DEMO_DOCUMENTS: z.enum(['true', 'false']).default('true'),
  SUITE_DOCUMENTS_DIR: z.string().min(1).optional(),
  SUITE_DOCUMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(20 * 1024 * 1024),
  SUITE_OPERATOR_TOKEN_FILE: z.string().min(1).optional(),
  SUITE_SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SUITE_SMTP_FROM: z.email().default('antiriciclaggio@example.com'),
  SUITE_REMINDER_INTERVAL_MIN: z.coerce.number().int().min(0).max(1440).default(60),
  SUITE_REVIEW_SWEEP_INTERVAL_MIN: z.coerce.number().int().min(0).max(1440).default(60),
});

export type SuiteEnv = z.infer<typeof configSchema>;

/** Runtime configuration of the suite (web + API). `publicUrl` is the suite origin, no trailing slash. */
export interface SuiteConfig {
  port: number;
  host: string;
  idpUrl: string;
  /** Expected `iss` of access tokens (the IdP issuer). */
  issuer: string;
  clientId: string;
  audience: string;
  publicUrl: string;
  webDist: string;
  widgetDist: string;
  supportEmail: string;
  supportPhone: string;
  /** PGlite data directory of the suite's own database (`memory://` in tests); unused with `databaseUrl`. */
  dataDir: string;
  /** PostgreSQL URL of the suite's own database (never the IdP's). */
  databaseUrl?: string;
  /** How long (s, at most 30) a token's liveness check at the IdP is reused before asking again. */
  tokenCheckTtlS: number;
  /** Seed the demo institution and branches into an empty database at start. */
  seedDemo: boolean;
  /** How many clients (PF and PG) and operations the demo seed generates. */
  demoSize: { clients: number; operations: number };
  /** The document archive: where files are stored, the largest accepted file (bytes), demo documents at seed. */
  documents: { dir: string; maxBytes: number; demo: boolean };
  /**
   * File (mode 0600) the running suite writes its operator token to at start, for `npm run suite -- audit verify`
   * against the running suite; undefined with an in-memory database and no SUITE_OPERATOR_TOKEN_FILE (tests).
   */
  operatorTokenFile?: string;
  /**
   * The outbox's delivery (issue 9, order surveys): email over SMTP when `url` (SUITE_SMTP_URL, `smtp://` or
   * `smtps://user:pass@host:port`) is set, from `from` (SUITE_SMTP_FROM); otherwise messages are only stored.
   */
  smtp: { url?: string; from: string };
  /**
   * Minutes between two runs of the campaigns' timer (SUITE_REMINDER_INTERVAL_MIN; 0: off): scheduled sends, ended
   * campaigns, automatic reminders; it also runs at start.
   */
  reminderIntervalMin: number;
  /**
   * Minutes between two sweeps for expired identity documents, which raise early reviews (design §1.4;
   * SUITE_REVIEW_SWEEP_INTERVAL_MIN; 0: off).
   */
  reviewSweepIntervalMin: number;
}

/** A relative data directory is taken from where `npm` was started (INIT_CWD), as the IdP does. */
function resolveDataDir(dir: string, env: Record<string, string | undefined>): string {
  if (dir === 'memory://' || isAbsolute(dir)) return dir;
  return resolve(env.INIT_CWD || process.cwd(), dir);
}

/**
 * Parses and validates the environment. Throws an Error that lists every invalid variable.
 * SUITE_PUBLIC_URL defaults to `http://{SUITE_HOST}:{SUITE_PORT}`.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): SuiteConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid suite environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolveDataDir(e.SUITE_DATA_DIR, env);
  const inMemory = dataDir === 'memory://';
  // an in-memory database keeps its files in a folder of this process, so tests never share an archive
  const documentsDir = e.SUITE_DOCUMENTS_DIR
    ? resolveDataDir(e.SUITE_DOCUMENTS_DIR, env)
    : inMemory
      ? join(tmpdir(), `suite-documenti-${process.pid}`)
      : join(dataDir, 'documenti');
  const tokenFile = e.SUITE_OPERATOR_TOKEN_FILE
    ? resolveDataDir(e.SUITE_OPERATOR_TOKEN_FILE, env)
    : inMemory
      ? undefined
      : join(dataDir, 'operator-token');
  return {
    port: e.SUITE_PORT,
    host: e.SUITE_HOST,
    idpUrl: e.SUITE_IDP_URL,
    issuer: e.SUITE_IDP_URL,
    clientId: e.SUITE_CLIENT_ID,
    audience: e.SUITE_API_AUDIENCE,
    publicUrl: e.SUITE_PUBLIC_URL ?? `http://${e.SUITE_HOST}:${e.SUITE_PORT}`,
    webDist: e.SUITE_WEB_DIST,
    widgetDist: e.SUITE_WIDGET_DIST,
    supportEmail: e.SUITE_SUPPORT_EMAIL,
    supportPhone: e.SUITE_SUPPORT_PHONE,
    dataDir,
    databaseUrl: e.SUITE_DATABASE_URL,
    tokenCheckTtlS: e.SUITE_TOKEN_CHECK_TTL,
    seedDemo: e.SUITE_SEED_DEMO === 'true',
    demoSize: { clients: e.SUITE_DEMO_CLIENTS, operations: e.SUITE_DEMO_OPERATIONS },
    documents: {
      dir: documentsDir,
      maxBytes: e.SUITE_DOCUMENT_MAX_BYTES,
      demo: e.SUITE_DEMO_DOCUMENTS === 'true',
    },
    ...(tokenFile ? { operatorTokenFile: tokenFile } : {}),
    smtp: { ...(e.SUITE_SMTP_URL ? { url: e.SUITE_SMTP_URL } : {}), from: e.SUITE_SMTP_FROM },
    reminderIntervalMin: e.SUITE_REMINDER_INTERVAL_MIN,
    reviewSweepIntervalMin: e.SUITE_REVIEW_SWEEP_INTERVAL_MIN,
  };
}
