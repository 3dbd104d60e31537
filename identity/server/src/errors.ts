import type { ApiErrorBody, ErrorCause } from '@identity/contracts';
import { randomBase62 } from './lib/crypto.ts';

/**
 * THE error registry of the identity provider: wire code, HTTP status and summary template
 * (Okta error catalogue; design/authn-protocol.md §1.7). `{name}` placeholders are filled from `params`.
 */
export const ERRORS = {
  validation: { code: 'E0000001', status: 400, summary: 'Api validation failed: {0}' },
  malformedBody: { code: 'E0000003', status: 400, summary: 'The request body was not well-formed.' },
  // Raised by Node's HTTP parser before any route runs (plugins/client-error.ts).
  malformedRequest: {
    code: 'E0000001',
    status: 400,
    summary: 'Api validation failed: the request is not valid HTTP',
  },
  requestTimeout: {
    code: 'E0000001',
    status: 408,
    summary: 'Api validation failed: the request was not received in time',
  },
  headersTooLarge: {
    code: 'E0000001',
    status: 431,
    summary: 'Api validation failed: the request URL or headers are too large',
  },
  unsupportedMediaType: {
    code: 'E0000003',
    status: 415,
    summary: 'The request body was not well-formed: unsupported content type {0}.',
  },
  authenticationFailed: { code: 'E0000004', status: 401, summary: 'Authentication failed' },
  invalidSession: { code: 'E0000005', status: 403, summary: 'Invalid session' },
  forbidden: {
    code: 'E0000006',
    status: 403,
    summary: 'You do not have permission to perform the requested action',
  },
  notFound: { code: 'E0000007', status: 404, summary: 'Not found: Resource not found: {path} ({METHOD})' },
  internal: { code: 'E0000009', status: 500, summary: 'Internal Server Error' },
  invalidToken: { code: 'E0000011', status: 401, summary: 'Invalid token provided' },
  credentialsUpdateFailed: { code: 'E0000014', status: 403, summary: 'Update of credentials failed' },
  passwordExpired: { code: 'E0000064', status: 401, summary: 'Password is expired and must be changed' },
  alreadyActive: {
    code: 'E0000016',
    status: 403,
    summary: 'Activation failed because the user is already active',
  },
  unlockNotAllowed: { code: 'E0000032', status: 403, summary: 'Unlock is not allowed for this user.' },
  userStatusNotAllowed: {
    code: 'E0000038',
    status: 403,
    summary: "This operation is not allowed in the user's current status.",
  },
  methodNotAllowed: {
    code: 'E0000022',
    status: 405,
    summary: 'The endpoint does not support the provided HTTP method',
  },
  invalidSearch: { code: 'E0000031', status: 400, summary: 'Invalid search criteria: {0}' },
  rateLimited: {
    code: 'E0000047',
    status: 429,
    summary: 'API call exceeded rate limit due to too many requests.',
  },
  invalidFilter: { code: 'E0000053', status: 400, summary: 'Invalid filter {0}' },
  deleteAppForbidden: { code: 'E0000056', status: 403, summary: 'Delete application forbidden.' },
  operationNotAllowed: {
    code: 'E0000079',
    status: 403,
    summary: 'This operation is not allowed in the current authentication state.',
  },
  userLocked: { code: 'E0000069', status: 403, summary: 'User Locked' },
  invalidPasscode: { code: 'E0000068', status: 403, summary: 'Invalid Passcode/Answer' },
  passcodeReplayed: {
    code: 'E0000082',
    status: 403,
    summary: 'Each code can only be used once. Please wait for a new code and try again.',
  },
  passcodeOutsideWindow: {
    code: 'E0000083',
    status: 403,
    summary: 'PassCode is valid but exceeded time window.',
  },
  // Self-service recovery and unlock (issue 8; design/authn-protocol.md §1.6), with the reference's meanings.
  forgotPasswordNotAllowed: {
    code: 'E0000034',
    status: 403,
    summary: 'Forgot password not allowed on specified user.',
  },
  recoveryAnswerMismatch: {
    code: 'E0000087',
    status: 403,
    summary: 'The recovery question answer did not match our records.',
  },
  recoveryLinkUsed: {
    code: 'E0000105',
    status: 403,
    summary: 'You have accessed an account recovery link that has expired or been previously used.',
  },
  userExists: {
    code: 'E0000114',
    status: 400,
    summary: 'A user with this login already exists in the current organization.',
  },
  linkUsed: {
    code: 'E0000110',
    status: 403,
    summary: 'You have accessed a link that has expired or has been previously used.',
  },
  accountLocked: {
    code: 'E0000119',
    status: 403,
    summary: 'Your account is locked. Please contact your administrator.',
  },
  // Factors delivered by message (issue 6): phone numbers, and the 30 s lock on resending (spec §9).
  noVerifiedPhone: { code: 'E0000097', status: 400, summary: 'No verified phone number is on file.' },
  invalidPhone: { code: 'E0000098', status: 400, summary: 'This phone number is invalid.' },
  phoneRegionNotAllowed: {
    code: 'E0000099',
    status: 400,
    summary: 'Phone numbers of this region are not accepted here (accepted: {0}).',
  },
  smsRecentlySent: {
    code: 'E0000109',
    status: 429,
    summary: 'An SMS message was sent less than 30 seconds ago. Wait before asking for another one.',
  },
  callRecentlyMade: {
    code: 'E0000133',
    status: 429,
    summary: 'A phone call was made less than 30 seconds ago. Wait before asking for another one.',
  },
} as const satisfies Record<string, { code: string; status: number; summary: string }>;

export type ErrorKey = keyof typeof ERRORS;

/** A protocol error. Throw it anywhere; the error handler turns it into an `ApiErrorBody`. */
export class ApiError extends Error {
  readonly key: ErrorKey;
  readonly statusCode: number;
  readonly errorCode: string;
  readonly causes: ErrorCause[];
  readonly headers: Record<string, string>;

  constructor(
    key: ErrorKey,
    opts: { params?: Record<string, string>; causes?: ErrorCause[]; headers?: Record<string, string> } = {},
  ) {
    const def = ERRORS[key];
    super(fillTemplate(def.summary, opts.params ?? {}));
    this.name = 'ApiError';
    this.key = key;
    this.statusCode = def.status;
    this.errorCode = def.code;
    this.causes = opts.causes ?? [];
    this.headers = opts.headers ?? {};
  }

  /** The wire body with a fresh random `errorId`. */
  toBody(): ApiErrorBody {
    return {
      errorCode: this.errorCode,
      errorSummary: this.message,
      errorLink: this.errorCode,
      errorId: newErrorId(),
      errorCauses: this.causes,
    };
  }
}

/** Okta's cause of a `400 E0000001` for a unique value already in use (a login, a group name, an origin, a client_id). */
export const FIELD_TAKEN = 'An object with this field already exists in the current organization';

/**
 * Input a service refuses (a rule the request schema cannot express: a login that exists, a name that is
 * blank once trimmed). The error handler answers `400 E0000001` with one cause naming `property`; the CLI
 * prints the message. `message` is written for the person who sent the input.
 */
export class InputError extends Error {
  readonly property: string | undefined;

  constructor(message: string, property?: string) {
    super(message);
    this.name = 'InputError';
    this.property = property;
  }

  /** The registry error of this input error: `400 E0000001` with one cause. */
  toApiError(): ApiError {
    const property = this.property ?? 'request';
    return new ApiError('validation', {
      params: { '0': property },
      causes: [
        {
          errorSummary: this.property ? `${this.property}: ${this.message}` : this.message,
          ...(this.property ? { property: this.property } : {}),
          reason: this.message,
        },
      ],
    });
  }
}

/**
 * Several input problems found at once (a profile with two invalid attributes): one `400 E0000001` whose
 * causes name each property. `message` lists them all for the CLI.
 */
export class InputErrors extends InputError {
  readonly problems: ReadonlyArray<{ message: string; property?: string }>;

  constructor(problems: ReadonlyArray<{ message: string; property?: string }>) {
    super(
      problems.map((p) => (p.property ? `${p.property}: ${p.message}` : p.message)).join('; '),
      problems[0]?.property,
    );
    this.name = 'InputErrors';
    this.problems = problems;
  }

  override toApiError(): ApiError {
    const names = [...new Set(this.problems.map((p) => p.property ?? 'request'))];
    return new ApiError('validation', {
      params: { '0': names.join(', ') },
      causes: this.problems.map((p) => ({
        errorSummary: p.property ? `${p.property}: ${p.message}` : p.message,
        ...(p.property ? { property: p.property } : {}),
        reason: p.message,
      })),
    });
  }
}

/** Opaque id correlating a response with the server log ("oae" + 22 base62 chars, like Okta's). */
export function newErrorId(): string {
  return 'oae' + randomBase62(22);
}

function fillTemplate(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
