import type { ReactNode } from 'react';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { loadSuccess } from '../../shell/load-success.ts';
import { isOAuthEnabled, type SocialIdp } from '../../settings/settings.ts';

type Props = Pick<ScreenProps, 'settings' | 't' | 'client' | 'actions'>;

/** The known social provider types (spec §3 "Social provider types"): label key and look. */
const KNOWN_TYPES: Readonly<Record<string, string>> = {
  facebook: 'socialauth.facebook.label',
  google: 'socialauth.google.label',
  linkedin: 'socialauth.linkedin.label',
  microsoft: 'socialauth.microsoft.label',
};

function labelOf(idp: SocialIdp, t: Props['t']): string {
  if (idp.text) return idp.text;
  if (idp.i18nKey) return t(idp.i18nKey);
  const known = KNOWN_TYPES[(idp.type ?? '').toLowerCase()];
  return t(known ?? 'socialauth.general.label');
}

/**
 * Signs in at an external identity provider (spec §7 "Social login"): without OAuth the browser goes to
 * `{baseUrl}/sso/idps/{id}?fromURI={relayState}`; with OAuth on, tokens are requested with the `idp` id, by redirect
 * when `authParams.display` is `page`, else in a popup whose tokens go to the host's success callback.
 */
async function signInWith(idp: SocialIdp, { settings, client, actions }: Omit<Props, 't'>): Promise<void> {
  if (!isOAuthEnabled(settings)) {
    const query = settings.relayState ? `?${new URLSearchParams({ fromURI: settings.relayState })}` : '';
    window.location.assign(`${settings.baseUrl}/sso/idps/${encodeURIComponent(idp.id)}${query}`);
    return;
  }
  const p = settings.authParams ?? {};
  const responseType = p.responseType ?? 'id_token';
  const options = {
    idp: idp.id,
    responseType,
    ...(p.scopes ? { scopes: p.scopes } : {}),
    ...(p.state ? { state: p.state } : {}),
    ...(p.nonce ? { nonce: p.nonce } : {}),
    ...(p.pkce !== undefined ? { pkce: p.pkce } : {}),
    ...(settings.redirectUri ? { redirectUri: settings.redirectUri } : {}),
    timeout: settings.oAuthTimeout,
  };
  if (p.display === 'page') return client.token.getWithRedirect(options);
  try {
    const tokens = await client.token.getWithPopup(options);
    const { tokensForHost } = await loadSuccess(settings);
    actions.notifyHost(tokensForHost(tokens, responseType));
  } catch (err) {
    actions.reportError(err);
  }
}

/**
 * The social buttons (`idps`) and the host's custom buttons (`customButtons`) with the 'OR' divider between them
 * and the form (spec §2 "Social and custom buttons appear above or below a divider"): `position` says which side
 * of the form this block is on. Nothing when there are no buttons.
 */
export function SocialAuth({ position, ...props }: Props & { position: 'above' | 'below' }): ReactNode {
  const { settings, t } = props;
  const idps = settings.idps ?? [];
  const custom = settings.customButtons ?? [];
  if (idps.length === 0 && custom.length === 0) return null;
  const divider = (
    <div className="siw-divider">
      <span>{t('socialauth.divider.text')}</span>
    </div>
  );
  return (
    <div className="siw-social">
      {position === 'below' ? divider : null}
      {idps.map((idp) => {
        const type = (idp.type ?? 'general').toLowerCase();
        return (
          <button
            key={idp.id}
            type="button"
            className={`siw-button siw-secondary social-auth-button social-auth-${type}-button ${idp.className ?? ''}`.trim()}
            {...(idp.dataAttr ? { 'data-se': idp.dataAttr } : {})}
            onClick={() => void signInWith(idp, props)}
          >
            {labelOf(idp, t)}
          </button>
        );
      })}
      {custom.map((b, i) => (
        <button
          key={`custom-${i}`}
          type="button"
          className={`siw-button siw-secondary default-custom-button ${b.className ?? ''}`.trim()}
          {...(b.dataAttr ? { 'data-se': b.dataAttr } : {})}
          onClick={(e) => b.click?.(e.nativeEvent)}
        >
          {b.title ?? (b.i18nKey ? t(b.i18nKey) : '')}
        </button>
      ))}
      {position === 'above' ? divider : null}
    </div>
  );
}
