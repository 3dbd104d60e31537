import { ApiError, InputError } from '../../errors.ts';
import type { FactorKind, KindContext } from './kind.ts';
import { messageCodeKind } from './message-code.ts';
import { maskPhone, parsePhone } from './phone-number.ts';

const PHONE_TYPES = new Set(['sms', 'call']);

/**
 * The number to enrol: `profile.phoneNumber` parsed and checked (parsePhone; `validatePhone: false` skips the
 * validity check, as the widget asks after E0000098), or, when none is given, the number of the user's last
 * active SMS or voice factor.
 * @throws ApiError 400 E0000097 when no number is given and none is on file; E0000098 / E0000099 (parsePhone).
 */
async function phoneOf(ctx: KindContext, profile: Record<string, unknown>): Promise<string> {
  const given = profile.phoneNumber;
  if (given !== undefined && typeof given !== 'string')
    throw new InputError('Enter a phone number.', 'phoneNumber');
  if (given && given.trim()) {
    const validate = profile.validatePhone !== false && profile.validatePhone !== 'false';
    return parsePhone(given, ctx.settings.phoneCountries, validate).e164;
  }
  const onFile = (await ctx.userFactors())
    .filter((f) => f.status === 'ACTIVE' && PHONE_TYPES.has(f.factorType))
    .map((f) => f.profile.phoneNumber)
    .filter((n): n is string => typeof n === 'string');
  const last = onFile.at(-1);
  if (!last) throw new ApiError('noVerifiedPhone');
  return last;
}

/** An extension to dial after the call connects (voice only): digits, at most 15. */
function extensionOf(profile: Record<string, unknown>): string | undefined {
  const ext = profile.phoneExtension;
  if (ext === undefined || ext === null || ext === '') return undefined;
  if (typeof ext !== 'string' || !/^\d{1,15}$/.test(ext.trim())) {
    throw new InputError('An extension is up to 15 digits.', 'phoneExtension');
  }
  return ext.trim();
}

const masked = (profile: Record<string, unknown>) => ({
  ...profile,
  phoneNumber: maskPhone(String(profile.phoneNumber ?? '')),
});

/**
 * `sms` / OKTA: a six-digit code by text message to the enrolled number (profile `{phoneNumber}` in E.164;
 * masked as `+1 XXX-XXX-1337` in the Authn API). Resend within 30 s: 429 E0000109.
 */
export const smsKind: FactorKind = messageCodeKind({
  factorType: 'sms',
  channel: 'sms',
  lockError: 'smsRecentlySent',
  async enroll(ctx, profile) {
    return { profile: { phoneNumber: await phoneOf(ctx, profile) } };
  },
  recipient: (f) => String(f.profile.phoneNumber),
  message: (code) => ({ text: `Your verification code is ${code}. It expires in 5 minutes.` }),
  maskedProfile: masked,
});

/**
 * `call` / OKTA: a voice call reading a six-digit code to the enrolled number, dialling `phoneExtension` if
 * given (profile `{phoneNumber, phoneExtension?}`). Resend ("Redial") within 30 s: 429 E0000133.
 */
export const callKind: FactorKind = messageCodeKind({
  factorType: 'call',
  channel: 'voice',
  lockError: 'callRecentlyMade',
  async enroll(ctx, profile) {
    const phoneNumber = await phoneOf(ctx, profile);
    const phoneExtension = extensionOf(profile);
    return { profile: { phoneNumber, ...(phoneExtension ? { phoneExtension } : {}) } };
  },
  recipient: (f) =>
    f.profile.phoneExtension
      ? `${String(f.profile.phoneNumber)};ext=${String(f.profile.phoneExtension)}`
      : String(f.profile.phoneNumber),
  message: (code) => ({
    text: `Hello. Your verification code is ${code}. Once again, your code is ${code}. Goodbye.`,
  }),
  maskedProfile: masked,
});
