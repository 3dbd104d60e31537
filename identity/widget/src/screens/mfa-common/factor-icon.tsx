import type { FactorName } from './factor-meta.ts';

// One glyph per family of factor (24×24 outline paths); the option name picks it. Drawn with currentColor so the
// host's brand colour and forced-colors modes apply; hidden from assistive technology (the label says it all).
const GLYPHS: Record<FactorName, string> = {
  OKTA_VERIFY: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zM9 12l2 2 4-4',
  OKTA_VERIFY_PUSH: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zM12 7v6M12 16v1',
  GOOGLE_AUTH: 'M12 3a9 9 0 1 0 9 9M12 12h9M12 7v5',
  CUSTOM_HOTP: 'M4 7h16v10H4zM8 12h.01M12 12h.01M16 12h.01',
  SYMANTEC_VIP: 'M12 3a9 9 0 1 0 .01 0M8 12l3 3 5-6',
  RSA_SECURID: 'M5 6h14v12H5zM8 10h8M8 14h5',
  ON_PREM: 'M4 5h16v5H4zM4 14h16v5H4zM7 7.5h.01M7 16.5h.01',
  DUO: 'M4 8h7v8H4zM13 8h7v8h-7z',
  YUBIKEY: 'M9 2h6v10H9zM8 12h8v10H8zM12 15v3',
  SMS: 'M4 5h16v11H9l-5 4zM8 10h8',
  CALL: 'M6 3l3 3-2 3c1 2.5 3.5 5 6 6l3-2 3 3-2 4C10 20 4 14 3 5z',
  QUESTION: 'M9 9a3 3 0 1 1 4 2.8c-.7.3-1 .9-1 1.6V15M12 18v.5',
  PASSWORD: 'M6 11h12v10H6zM9 11V8a3 3 0 0 1 6 0v3',
  WINDOWS_HELLO: 'M4 5l7-1v7H4zM13 3.8L20 3v8h-7zM4 13h7v7l-7-1zM13 13h7v8l-7-1z',
  U2F: 'M8 14a4 4 0 1 1 4-4l8 8v3h-3v-2h-2v-2h-2z',
  WEBAUTHN: 'M8 14a4 4 0 1 1 4-4l8 8v3h-3v-2h-2v-2h-2zM6 10h.01',
  EMAIL: 'M3 6h18v12H3zM3 6l9 7 9-7',
  GENERIC_SAML: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h4',
  GENERIC_OIDC: 'M12 4a8 8 0 1 0 8 8M12 8a4 4 0 1 0 4 4',
};

/** The icon of a factor option (spec §2 "Each has an icon"); class `mfa-{name}` (e.g. `mfa-google-auth`). */
export function FactorIcon({ name }: { name: FactorName }) {
  return (
    <svg
      className={`siw-factor-icon mfa-${name.toLowerCase().replace(/_/g, '-')}`}
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={GLYPHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
