import { AuthSdkError } from '../errors/index.ts';

/** A decoded (not verified) JWT. */
export interface DecodedJwt {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signature: string;
}

function decodePart(part: string): Record<string, unknown> {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
  return value as Record<string, unknown>;
}

/** Decodes a compact JWS without verifying it (RFC 7519 §7.2). Throws AuthSdkError 'Malformed token'. */
export function decodeJwt(jwt: string): DecodedJwt {
  const parts = typeof jwt === 'string' ? jwt.split('.') : [];
  if (parts.length !== 3) throw new AuthSdkError('Malformed token');
  try {
    return {
      header: decodePart(parts[0] ?? ''),
      payload: decodePart(parts[1] ?? ''),
      signature: parts[2] ?? '',
    };
  } catch {
    throw new AuthSdkError('Malformed token');
  }
}
