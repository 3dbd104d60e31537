import type { ScreenProps } from '../../shell/screen-props.ts';
import { BackToSignIn } from '../recovery/back-to-sign-in.tsx';

/**
 * Registration complete (spec §2 "signin/register-complete"): the activation email is on its way; its link
 * activates the account and signs the person in. "Back to Sign In" below.
 */
export function RegistrationComplete({ t, actions }: Pick<ScreenProps, 't' | 'actions'>) {
  return (
    <>
      <div className="siw-form registration-complete">
        <h2 className="siw-title" tabIndex={-1}>
          {t('registration.complete.title')}
        </h2>
        <p className="siw-text" role="status">
          {t('registration.complete.desc')}
        </p>
      </div>
      <BackToSignIn t={t} actions={actions} />
    </>
  );
}
