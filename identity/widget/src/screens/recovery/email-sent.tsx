import { useEffect, useRef } from 'react';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { recoveryUsername } from './recovery-username.ts';

/**
 * Email sent (spec §2 "email-sent confirmations"; routes recovery-emailed and unlock-emailed): the address the
 * instructions went to and "Back to Sign In". Tells the host once, through the success callback, with
 * `{status: 'FORGOT_PASSWORD_EMAIL_SENT' | 'UNLOCK_ACCOUNT_EMAIL_SENT', username}` (spec §4 "Recovery and unlock").
 */
export function EmailSent({
  kind,
  t,
  actions,
}: Pick<ScreenProps, 't' | 'actions'> & { kind: 'PASSWORD' | 'UNLOCK' }) {
  const username = recoveryUsername();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    const status = kind === 'PASSWORD' ? 'FORGOT_PASSWORD_EMAIL_SENT' : 'UNLOCK_ACCOUNT_EMAIL_SENT';
    actions.notifyHost({ status, username });
  }, [actions, kind, username]);
  const prefix = kind === 'PASSWORD' ? 'password.forgot' : 'account.unlock';
  return (
    <div className={`siw-form ${kind === 'PASSWORD' ? 'password-reset-email-sent' : 'unlock-email-sent'}`}>
      <h2 className="siw-title" tabIndex={-1}>
        {t(`${prefix}.emailSent.title`)}
      </h2>
      <p className="siw-text" role="status">
        {t(`${prefix}.emailSent.desc`, username)}
      </p>
      <button type="button" className="siw-button siw-primary" onClick={() => actions.cancel()}>
        {t('goback')}
      </button>
    </div>
  );
}
