import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import Placeholder from '../placeholder/placeholder.tsx';
import { AccountUnlocked } from './account-unlocked.tsx';
import { EmailSent } from './email-sent.tsx';
import { PasswordReset } from './password-reset.tsx';
import { RecoveryChallenge } from './recovery-challenge.tsx';
import { RecoveryQuestion } from './recovery-question.tsx';
import { RecoveryRequestScreen } from './recovery-request.tsx';

/**
 * The recovery family's lazy chunk (`recovery`; spec §2 "Other screens", §4 "Recovery and unlock"): forgot
 * password, unlock account, the recovery challenge, the email-sent confirmations, the recovery question, the
 * password reset and the unlock-done screen. Each screen makes one client call and never navigates.
 */
export default function Recovery(props: ScreenProps) {
  switch (props.route.name) {
    case 'forgot-password':
      return <RecoveryRequestScreen {...props} kind="PASSWORD" />;
    case 'unlock':
      return <RecoveryRequestScreen {...props} kind="UNLOCK" />;
    case 'recovery-challenge':
      return (
        <RecoveryChallenge {...(props as ScreenProps<Extract<Route, { name: 'recovery-challenge' }>>)} />
      );
    case 'recovery-emailed':
      return <EmailSent {...props} kind="PASSWORD" />;
    case 'unlock-emailed':
      return <EmailSent {...props} kind="UNLOCK" />;
    case 'recovery-question':
      return <RecoveryQuestion {...props} />;
    case 'password-reset':
      return <PasswordReset {...props} />;
    case 'account-unlocked':
      return <AccountUnlocked {...props} />;
    default:
      return <Placeholder {...props} />;
  }
}
