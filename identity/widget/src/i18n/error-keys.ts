import type { Translate } from './translator.ts';

/**
 * The one table from server error codes to i18n keys (house style 2.4; spec §8 "Server codes").
 * Errors are recognised by code only, never by message text.
 */
export const ERROR_KEYS: Readonly<Record<string, string>> = {
  E0000004: 'errors.E0000004',
  E0000005: 'errors.E0000005',
  E0000006: 'errors.E0000006',
  E0000011: 'errors.E0000011',
  E0000047: 'errors.E0000047',
  E0000064: 'errors.E0000064',
  E0000069: 'errors.E0000069',
  E0000082: 'errors.E0000082',
  E0000083: 'errors.E0000083',
  E0000087: 'errors.E0000087',
  E0000097: 'errors.E0000097',
  E0000098: 'errors.E0000098',
  E0000099: 'errors.E0000099',
  E0000105: 'errors.E0000105',
  E0000109: 'errors.E0000109',
  E0000110: 'errors.E0000110',
  E0000114: 'errors.E0000114',
  E0000119: 'errors.E0000119',
  E0000133: 'errors.E0000133',
};

/** One server error cause (spec §3 "Error object"): the offending `property`, when known, and its texts. */
export interface WidgetErrorCause {
  property?: string;
  /** The cause's errorSummary, as sent. */
  summary: string;
  reason?: string;
}

/** An error of a client call reduced to what the widget shows (spec §8 "Transport handling"). */
export interface WidgetError {
  name: string;
  message: string;
  code?: string;
  summary?: string;
  causes: WidgetErrorCause[];
  /** HTTP status; 0 for a network failure. */
  statusCode?: number;
  xhr?: unknown;
  /** True when the shell already answered the error by navigating (E0000011: sign-in with a flash error). */
  routed?: boolean;
}

type Loose = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function toCause(raw: unknown): WidgetErrorCause {
  if (typeof raw === 'string') return { summary: raw };
  const c = (raw && typeof raw === 'object' ? raw : {}) as Loose;
  const property = str(c.property);
  const reason = str(c.reason);
  return {
    summary: str(c.errorSummary) ?? '',
    ...(property ? { property } : {}),
    ...(reason ? { reason } : {}),
  };
}

/** Reads an SDK rejection (ApiError-like, `{errorCode, errorSummary, errorCauses}` or a plain Error). */
export function toWidgetError(err: unknown): WidgetError {
  const e = (err && typeof err === 'object' ? err : {}) as Loose;
  const rawCauses = (e.causes ?? e.errorCauses) as unknown;
  const causes = Array.isArray(rawCauses) ? rawCauses.map(toCause).filter((c) => c.summary !== '') : [];
  const xhr = e.xhr as Loose | undefined;
  const statusCode = num(e.statusCode) ?? num(e.status) ?? num(xhr?.status);
  const summary = str(e.summary) ?? str(e.errorSummary);
  return {
    name: str(e.name) ?? 'AuthApiError',
    message: str(e.message) ?? summary ?? String(err),
    code: str(e.code) ?? str(e.errorCode),
    summary,
    causes,
    statusCode,
    xhr: e.xhr,
  };
}

/**
 * Banner text of spec §8 "Transport handling": status 0 → network message; >= 500 or no parsable body →
 * unexpected error; a known code → `errors.{code}` (causes dropped); else first cause, summary, or the
 * default banner title.
 */
export function bannerMessage(error: WidgetError, t: Translate): string {
  if (error.statusCode === 0) return t('error.network.connection');
  const key = error.code && ERROR_KEYS[error.code];
  // A known code shows its label; should the label be missing (a later screen's, not loaded), the texts below.
  if (key && t(key) !== key) return t(key);
  // No error code with a real HTTP status: >= 500 or an unparsable body ('Unknown error' in the SDK).
  if ((error.statusCode ?? 0) >= 500 || (!error.code && error.statusCode !== undefined)) {
    return t('oform.error.unexpected');
  }
  return error.causes[0]?.summary ?? error.summary ?? t('oform.errorbanner.title');
}

/** `field: message` (spec §5 "Form behaviour"); the field is a (dotted) property name. */
const FIELD_MESSAGE = /^([A-Za-z_][\w.]*): (.+)$/s;

/**
 * Field errors of a server error (spec §5 "Form behaviour"), keyed by property name: the property is the
 * cause's `property`, else the `field` of a summary shaped 'field: message'; the text is the localized
 * `reason` when a translation exists, else the summary (its message part when shaped 'field: message').
 * Empty when the banner shows a localized message (spec §8: a known errorCode drops the causes), for
 * network and 5xx failures, and for causes naming no field. The first cause per field wins.
 */
export function fieldErrorsOf(error: WidgetError, t: Translate): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!error.code || ERROR_KEYS[error.code] || (error.statusCode ?? 0) >= 500) return fields;
  for (const cause of error.causes) {
    const split = FIELD_MESSAGE.exec(cause.summary);
    const property = cause.property ?? split?.[1];
    if (!property || fields[property] !== undefined) continue;
    const localized = cause.reason ? t(cause.reason) : undefined;
    const message = split && split[1] === property ? (split[2] as string) : cause.summary;
    fields[property] = localized !== undefined && localized !== cause.reason ? localized : message;
  }
  return fields;
}
