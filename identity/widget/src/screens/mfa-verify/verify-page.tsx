import type { ReactNode } from 'react';
import type { AuthTransaction } from '@identity/client';
import { factorMeta } from '../mfa-common/factor-meta.ts';
import { dropdownOptions, type DropdownOption } from './dropdown-options.ts';
import { FactorDropdown } from './factor-dropdown.tsx';
import type { VerifyScreenProps } from './kinds/kind.ts';

type Props = Pick<VerifyScreenProps, 'route' | 'transaction' | 'factor' | 'settings' | 't' | 'actions'> & {
  /** The MFA_CHALLENGE this screen holds (a code sent, a push waiting), if any: a switch steps back from it. */
  challenge: AuthTransaction | null;
  /** The form's `perform` (busy state and error banner for the step back). */
  perform(call: () => Promise<void>): Promise<boolean>;
  busy: boolean;
  children: ReactNode;
};

/**
 * The frame every verify screen shares (spec §2 "Factor-switch dropdown", §4 "Factor verification"): the
 * dropdown when the transaction has more than one factor, then the kind's form. Switching fires `factorSwitched`;
 * from an MFA_CHALLENGE with a `prev` link it first goes one step back (so the IdP expects a factor again, and a
 * running poll stops), then navigates to the chosen factor's verify route; from a FACTOR_CHALLENGE it navigates
 * at once (spec §4 "Factor switch").
 */
export function VerifyPage({
  route,
  transaction,
  factor,
  settings,
  t,
  actions,
  challenge,
  perform,
  busy,
  children,
}: Props) {
  const options = dropdownOptions(transaction?.factors ?? [], settings.features, t);
  const current = options.find((o) => o.ref.id === route.factor.id) ?? options[0];
  const switchTo = async (option: DropdownOption) => {
    actions.emit('factorSwitched', { provider: option.ref.provider, factorType: option.ref.factorType });
    // Only an MFA_CHALLENGE steps back first (its answer, MFA_REQUIRED, is kept here, not routed: the "trap" of
    // spec §4); a FACTOR_CHALLENGE (step-up) is left as it is and the chosen factor verifies directly.
    if (challenge?.status === 'MFA_CHALLENGE' && challenge.has('prev'))
      await perform(async () => void (await challenge.prev()));
    actions.go({ name: 'mfa-verify', factor: option.ref });
  };
  return (
    <div className="siw-mfa-verify" data-se={factorMeta(factor, settings.features).name}>
      {current && options.length > 1 ? (
        <FactorDropdown
          options={options}
          current={current}
          t={t}
          disabled={busy}
          onSelect={(o) => void switchTo(o)}
        />
      ) : null}
      {children}
    </div>
  );
}
