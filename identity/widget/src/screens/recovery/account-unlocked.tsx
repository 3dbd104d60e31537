import type { ScreenProps } from '../../shell/screen-props.ts';

/** Account unlocked (spec §2 "the unlock-done screen"; SUCCESS with recoveryType UNLOCK): "Back to Sign In". */
export function AccountUnlocked({ t, actions }: Pick<ScreenProps, 't' | 'actions'>) {
  return (
    <div className="siw-form account-unlocked">
      <h2 className="siw-title" tabIndex={-1}>
        {t('account.unlock.unlocked.title')}
      </h2>
      <p className="siw-text" role="status">
        {t('account.unlock.unlocked.desc')}
      </p>
      <button type="button" className="siw-button siw-primary" onClick={() => actions.cancel()}>
        {t('goback')}
      </button>
    </div>
  );
}
