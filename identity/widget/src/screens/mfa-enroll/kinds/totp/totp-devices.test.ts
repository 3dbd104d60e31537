import { describe, expect, it } from 'vitest';
import { totpDevices } from './totp-devices.ts';

describe('totpDevices (spec §2 "Authenticator app (TOTP)")', () => {
  it.each([
    ['GOOGLE', false, ['iphone', 'android', 'blackberry']],
    ['GOOGLE', true, ['iphone', 'android', 'blackberry']],
    ['OKTA', false, ['iphone', 'android']],
    ['OKTA', true, ['iphone', 'android', 'windows']],
  ] as const)('%s with windowsVerify %s → %j', (provider, windowsVerify, ids) => {
    expect(totpDevices(provider, { windowsVerify }).map((d) => d.id)).toEqual(ids);
  });
});
