import { usageLines } from './commands/index.ts';

const HEAD =
  'Usage: npm run idp -- <group> <action> [options] [--json] [--verbose] [--url URL] [--token TOKEN]';

const TAIL = `Options of every command:
  --json           print the management API's objects as JSON (for scripts) instead of text
  --verbose, -v    say how the CLI reaches the identity provider, and why
  --url URL        the management API's base URL (env IDP_URL; default: the issuer, IDP_ISSUER)
  --token TOKEN    a management API token (env IDP_API_TOKEN)
  --help, -h       this help (after a group or command: its part)

How it reaches the identity provider, first match wins:
  1. --url/IDP_URL or --token/IDP_API_TOKEN given: that server's management API, nothing else;
  2. the operator token file (default {DATA_DIR}/operator.token, written by a server on a localhost issuer;
     IDP_OPERATOR_TOKEN_FILE) and a server answering at the issuer: its management API;
  3. otherwise the database itself (PGlite DATA_DIR, or DATABASE_URL).
Exit codes: 0 done, 1 refused or unavailable, 2 bad usage.`;

/** The usage text: every command (or those of `group`), then the common options and how the server is found. */
export function usage(group?: string): string {
  return [HEAD, '', ...usageLines(group), '', TAIL].join('\n');
}
