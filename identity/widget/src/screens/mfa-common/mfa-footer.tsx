import type { ScreenProps } from '../../shell/screen-props.ts';

type Props = Pick<ScreenProps, 'settings' | 't' | 'actions'> & {
  /** "Back to factor list": shown on enrolment steps; absent on verify screens. */
  onBack?: () => void;
};

/**
 * Footer of the MFA screens (spec §2 "Footers"): "back to factors" where the screen has a way back, and "Sign Out"
 * unless `hideSignOutLinkInMFA`: it cancels the transaction, then (once the IdP answered) goes to the host's
 * `signOutLink` when one is set, otherwise back to the start of the widget (`actions.signOut`).
 */
export function MfaFooter({ settings, t, actions, onBack }: Props) {
  return (
    <div className="siw-footer">
      {onBack ? (
        <button type="button" className="siw-link-button js-back" onClick={onBack}>
          {t('mfa.backToFactors')}
        </button>
      ) : null}
      {settings.features.hideSignOutLinkInMFA ? null : (
        <button type="button" className="siw-link-button js-cancel" onClick={() => actions.signOut()}>
          {t('signout')}
        </button>
      )}
    </div>
  );
}
