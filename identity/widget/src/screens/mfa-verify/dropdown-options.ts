import type { AuthFactor } from '@identity/client';
import type { Translate } from '../../i18n/translator.ts';
import { factorEntry } from '../../routing/factor-table.ts';
import type { FactorRef } from '../../routing/route.ts';
import { factorMeta, sortFactors, type FactorName } from '../mfa-common/factor-meta.ts';

/** One option of the factor-switch dropdown. */
export interface DropdownOption {
  ref: FactorRef;
  name: FactorName;
  label: string;
}

/**
 * The options of the factor-switch dropdown (spec §2 "Factor-switch dropdown"): the factors in spec §3 sort order;
 * the OKTA token:software:totp factor left out when more than one push factor exists (it is then the push
 * factors' backup); a push factor with a device name labelled "factor name (device name)". Factors of an unknown
 * type are left out (they have no verify screen). Pure.
 */
export function dropdownOptions(
  factors: readonly AuthFactor[],
  features: { webauthn?: boolean },
  t: Translate,
): DropdownOption[] {
  const pushes = factors.filter((f) => f.factorType === 'push').length;
  const options: DropdownOption[] = [];
  for (const f of sortFactors(factors, features)) {
    if (pushes > 1 && f.provider === 'OKTA' && f.factorType === 'token:software:totp') continue;
    const entry = factorEntry(f.provider, f.factorType, features);
    if (!entry) continue;
    const meta = factorMeta(f, features);
    const device = f.factorType === 'push' ? f.profile?.name : undefined;
    options.push({
      ref: { id: f.id, provider: f.provider, factorType: f.factorType, verify: entry.verify },
      name: meta.name,
      label: device ? `${t(meta.label)} (${device})` : t(meta.label),
    });
  }
  return options;
}
