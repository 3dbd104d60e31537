import { describe, expect, it } from 'vitest';
import { computeCodeChallenge, createCodeVerifier } from './pkce.ts';

describe('PKCE S256 (RFC 7636)', () => {
  it('matches the RFC 7636 appendix B vector', async () => {
    // Appendix B: the 32 octets below, base64url-encoded, are the verifier.
    const octets = [
      116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214,
      191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
    ];
    const verifier = Buffer.from(octets).toString('base64url');
    expect(verifier).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
    await expect(computeCodeChallenge(verifier)).resolves.toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('creates unreserved verifiers of a legal length, different every time', () => {
    const a = createCodeVerifier();
    const b = createCodeVerifier();
    expect(a).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    expect(a).toHaveLength(64);
    expect(a).not.toBe(b);
  });
});
