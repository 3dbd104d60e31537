import { describe, expect, it } from 'vitest';
import { isValidCodeVerifier, isValidS256Challenge, verifyS256 } from './pkce.ts';

describe('PKCE S256 (RFC 7636)', () => {
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  it('accepts the Appendix B example and refuses any other verifier', () => {
    expect(verifyS256(verifier, challenge)).toBe(true);
    expect(verifyS256(verifier.replace('d', 'e'), challenge)).toBe(false);
    expect(verifyS256(verifier, challenge.replace('E', 'F'))).toBe(false);
  });

  it('enforces the verifier and challenge grammars', () => {
    expect(isValidCodeVerifier('a'.repeat(42))).toBe(false);
    expect(isValidCodeVerifier('a'.repeat(43))).toBe(true);
    expect(isValidCodeVerifier('a'.repeat(129))).toBe(false);
    expect(isValidCodeVerifier(`${'a'.repeat(43)}!`)).toBe(false);
    expect(verifyS256('short', challenge)).toBe(false);
    expect(isValidS256Challenge(challenge)).toBe(true);
    expect(isValidS256Challenge(`${challenge}=`)).toBe(false);
  });
});
