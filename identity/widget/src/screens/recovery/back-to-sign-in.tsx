import type { ScreenProps } from '../../shell/screen-props.ts';

/** "Back to Sign In" (spec §2 "Footers"): cancels the transaction (when there is one) and starts again. */
export function BackToSignIn({ t, actions }: Pick<ScreenProps, 't' | 'actions'>) {
  return (
    <div className="siw-footer">
      <button type="button" className="siw-link-button" onClick={() => actions.cancel()}>
        {t('goback')}
      </button>
    </div>
  );
}
