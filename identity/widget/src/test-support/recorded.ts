import axe from 'axe-core';
import { expect } from 'vitest';
import activateGoogle from './recorded/mfa-enroll-activate-google.json';
import activateOkta from './recorded/mfa-enroll-activate-okta.json';
import e0000068 from './recorded/error-e0000068.json';
import e0000082 from './recorded/error-e0000082.json';
import enrollOptional from './recorded/mfa-enroll-optional.json';
import enrollRequired from './recorded/mfa-enroll-required.json';
import requiredTotp from './recorded/mfa-required-totp.json';
import successAfterActivate from './recorded/success-after-activate.json';

/**
 * Answers of OUR identity provider, recorded by scripts/record-widget-transactions.ts (run it again when the IdP's
 * shapes change): `{status, body}` as the IdP sent them for giulia.rossi@example.com under a TOTP policy.
 */
export const RECORDED = {
  enrollOptional,
  enrollRequired,
  activateGoogle,
  activateOkta,
  e0000068,
  successAfterActivate,
  requiredTotp,
  e0000082,
};

/** A deep copy of a recorded body, to derive another factor's shape from it in a test. */
export function copyOf<T>(recorded: { body: T }): T {
  return structuredClone(recorded.body);
}

/** Runs axe on the document with the WCAG 2.0/2.1 A and AA rules and expects no violation. */
export async function expectNoAxeViolations(): Promise<void> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    // jsdom does not lay out or paint: contrast is checked by the browser journeys.
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
