import { describe, expect, it } from 'vitest';
import { keyFingerprint, parseKeyEncryptionKey, seal, sealedWith, unseal } from './key-encryption.ts';

const KEY = Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex');

describe('KEYS_ENCRYPTION_KEY format', () => {
  it('accepts 32 bytes as hex, base64 (padded or not) and base64url', () => {
    expect(parseKeyEncryptionKey(KEY.toString('hex'))).toEqual(KEY);
    expect(parseKeyEncryptionKey(KEY.toString('base64'))).toEqual(KEY);
    expect(parseKeyEncryptionKey(KEY.toString('base64').replace(/=$/, ''))).toEqual(KEY);
    const url = Buffer.alloc(32, 0xfb).toString('base64url');
    expect(url).toMatch(/[-_]/);
    expect(parseKeyEncryptionKey(url)).toEqual(Buffer.alloc(32, 0xfb));
  });

  it('refuses other lengths and stray characters', () => {
    for (const bad of [
      '',
      'secret',
      Buffer.alloc(31).toString('hex'),
      Buffer.alloc(33).toString('base64'),
      Buffer.alloc(16).toString('base64'),
      `${KEY.toString('hex').slice(0, 63)}g`,
      `${KEY.toString('base64').slice(0, 42)}!=`,
    ]) {
      expect(parseKeyEncryptionKey(bad), bad).toBeNull();
    }
  });
});

describe('seal / unseal (AES-256-GCM)', () => {
  it('round-trips and names the key that sealed', () => {
    const sealed = seal(KEY, '{"d":"private"}', 'kid-1');
    expect(sealed).not.toContain('private');
    expect(sealedWith(sealed)).toBe(keyFingerprint(KEY));
    expect(unseal(KEY, sealed, 'kid-1')).toBe('{"d":"private"}');
    expect(seal(KEY, 'x', 'k')).not.toBe(seal(KEY, 'x', 'k'));
  });

  it('fails on another key, another kid, or any altered byte, never returning garbage', () => {
    const sealed = seal(KEY, 'secret material', 'kid-1');
    expect(() => unseal(Buffer.alloc(32, 9), sealed, 'kid-1')).toThrow(/not with the configured key/);
    expect(() => unseal(KEY, sealed, 'kid-2')).toThrow(/authentication failed/);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => unseal(KEY, parts.join('.'), 'kid-1')).toThrow(/authentication failed/);
    expect(() => unseal(KEY, 'plain text', 'kid-1')).toThrow(/not a sealed value/);
  });
});
