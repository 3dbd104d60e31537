/** Authentication methods (RFC 8176) by factor type; one-time codes otherwise. */
const AMR: Record<string, string> = {
  webauthn: 'hwk',
  u2f: 'hwk',
  push: 'swk',
  sms: 'sms',
  call: 'tel',
  question: 'kba',
  password: 'pwd',
};

/** The RFC 8176 method a verified factor of `factorType` adds to a session's `amr`. */
export const amrOf = (factorType: string): string => AMR[factorType] ?? 'otp';
