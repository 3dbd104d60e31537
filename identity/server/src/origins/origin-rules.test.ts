import { describe, expect, it } from 'vitest';
import { checkOrigin, normalizeOrigin } from './origin-rules.ts';

describe('checkOrigin', () => {
  it.each([
    ['https://App.Example.com', 'https://app.example.com'],
    ['https://app.example.com/', 'https://app.example.com'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://app.example.com:443', 'https://app.example.com'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
  ])('accepts %s as %s', (input, origin) => {
    expect(checkOrigin(input)).toEqual({ origin });
    expect(normalizeOrigin(input)).toBe(origin);
  });

  it.each([
    ['example.com', 'absolute URL'],
    ['ftp://example.com', 'http or https'],
    ['javascript:alert(1)', 'http or https'],
    ['https://user:pw@example.com', 'credentials'],
    ['https://user@example.com', 'credentials'],
    ['https://example.com/path', 'path'],
    ['https://example.com//', 'path'],
    ['https://example.com?x=1', 'query'],
    ['https://example.com?', 'query'],
    ['https://example.com#top', 'fragment'],
    [`https://${'a'.repeat(250)}.com`, 'at most 255'],
  ])('refuses %s (%s)', (input, reason) => {
    const result = checkOrigin(input);
    expect('reason' in result && result.reason).toContain(reason);
    expect(normalizeOrigin(input)).toBeNull();
  });
});
