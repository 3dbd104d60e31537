import type { Policy } from '@identity/contracts';
import type { Translate } from '../../i18n/translator.ts';

/**
 * The remember-device label of spec §9: a lifetime of 0 minutes means "device-based" (no time in the label);
 * up to 60 it is shown in minutes, above 60 up to 1440 in hours, above 1440 in days (rounded to whole units).
 */
export function rememberDeviceLabel(lifetimeMinutes: number, t: Translate): string {
  if (!lifetimeMinutes) return t('rememberDevice');
  const [count, unit] =
    lifetimeMinutes <= 60
      ? [lifetimeMinutes, 'minute']
      : lifetimeMinutes <= 1440
        ? [Math.round(lifetimeMinutes / 60), 'hour']
        : [Math.round(lifetimeMinutes / 1440), 'day'];
  return t('rememberDevice.timebased', t(`time.${unit}${count === 1 ? '' : 's'}`, String(count)));
}

/** Whether the policy of a transaction lets the user remember this device (spec §3 "Policy"). */
export function allowsRememberDevice(policy: Policy | undefined): boolean {
  return Boolean(policy?.allowRememberDevice);
}

/** The "remember this device" checkbox of the verify screens, labelled from the policy's lifetime. */
export function RememberDevice({
  policy,
  checked,
  onChange,
  disabled,
  t,
}: {
  policy: Policy | undefined;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled: boolean;
  t: Translate;
}) {
  const minutes = policy?.rememberDeviceLifetimeInMinutes;
  return (
    <div className="siw-check">
      <input
        id="mfa-remember-device"
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor="mfa-remember-device">{rememberDeviceLabel(minutes ?? 0, t)}</label>
    </div>
  );
}
