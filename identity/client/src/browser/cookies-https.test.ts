// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://suite.example/login" }
import { afterEach, expect, it, vi } from 'vitest';
import { saveStateToken, STATE_TOKEN_COOKIE } from '../http/state-token.ts';

afterEach(() => vi.restoreAllMocks());

it('adds Secure (and SameSite=Lax) to the cookies the SDK sets on an https page', () => {
  expect(location.protocol).toBe('https:');
  const writes: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void writes.push(value));
  saveStateToken('00abc');
  expect(writes).toEqual([`${STATE_TOKEN_COOKIE}=00abc; path=/; SameSite=Lax; Secure`]);
});
