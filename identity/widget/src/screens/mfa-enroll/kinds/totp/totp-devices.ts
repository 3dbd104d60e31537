/** A device type of the authenticator-app enrolment (spec §2 "Authenticator app (TOTP)"). */
export interface TotpDevice {
  /** Radio value and label key (`iphone`, `android`, `windows`, `blackberry`). */
  id: 'iphone' | 'android' | 'windows' | 'blackberry';
  /** Label key of its app store. */
  store: string;
  /** The store page of the provider's app. */
  href: string;
}

const STORE_PAGES: Record<'OKTA' | 'GOOGLE', Partial<Record<TotpDevice['id'], string>>> = {
  OKTA: {
    iphone: 'https://apps.apple.com/app/okta-verify/id490179405',
    android: 'https://play.google.com/store/apps/details?id=com.okta.android.auth',
    windows: 'https://apps.microsoft.com/search?query=okta%20verify',
  },
  GOOGLE: {
    iphone: 'https://apps.apple.com/app/google-authenticator/id388497605',
    android: 'https://play.google.com/store/apps/details?id=com.google.android.apps.authenticator2',
    blackberry: 'https://appworld.blackberry.com/webstore/',
  },
};

/**
 * The device types offered for an authenticator app (spec §2): Apple and Android always; Windows only for the
 * provider's own app (OKTA) when `windowsVerify` is on; BlackBerry only for Google Authenticator. Pure.
 */
export function totpDevices(provider: string, features: { windowsVerify?: boolean }): TotpDevice[] {
  const google = provider.toUpperCase() === 'GOOGLE';
  const pages = STORE_PAGES[google ? 'GOOGLE' : 'OKTA'];
  const ids: TotpDevice['id'][] = ['iphone', 'android'];
  if (!google && features.windowsVerify) ids.push('windows');
  if (google) ids.push('blackberry');
  const store = { iphone: 'ios', android: 'android', windows: 'windows', blackberry: 'blackberry' } as const;
  return ids.map((id) => ({ id, store: `enroll.totp.store.${store[id]}`, href: pages[id] ?? '' }));
}
