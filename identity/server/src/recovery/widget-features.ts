import type { RecoveryPolicy, RecoveryPolicyService } from './recovery-policy.service.ts';

/** The recovery switches among the widget's features (spec §3 "Feature flags"). */
export type WidgetRecoveryFeatures = {
  selfServiceUnlock: boolean;
  emailRecovery: boolean;
  smsRecovery: boolean;
  callRecovery: boolean;
};

/**
 * The widget features of the recovery policy (spec §3 "Feature flags"; issue 8): `selfServiceUnlock` shows the
 * "Unlock account" link, `emailRecovery` / `smsRecovery` / `callRecovery` the channels the forgot-password and
 * unlock screens offer (the widget always shows "Forgot password?"; with no channel on, its screen says to contact
 * the administrator).
 */
export function recoveryFeatures(policy: RecoveryPolicy): WidgetRecoveryFeatures {
  return {
    selfServiceUnlock: policy.selfServiceUnlock,
    emailRecovery: policy.channels.EMAIL,
    smsRecovery: policy.channels.SMS,
    callRecovery: policy.channels.CALL,
  };
}

/**
 * The `features` of every hosted sign-in page (`/login/default`, `/oauth2/v1/authorize`, the recovery-link pages),
 * read from the current recovery policy so that the pages follow a policy change at once. One function, so no
 * page can forget a switch.
 */
export async function signInFeatures(recoveryPolicy: RecoveryPolicyService): Promise<WidgetRecoveryFeatures> {
  return recoveryFeatures(await recoveryPolicy.get());
}
