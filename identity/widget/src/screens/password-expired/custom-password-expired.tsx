import type { ScreenProps } from '../../shell/screen-props.ts';
import { ExpiryFooter } from './expiry-footer.tsx';
import { expiryTitle } from './expiry-heading.ts';

/** The site named on the button: the next link's `title`, else its host. */
function siteOf(href: string, title: string | undefined): string {
  if (title) return title;
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
}

/**
 * Password expired or expiring when the identity provider does not manage the password (spec §2 "Other
 * screens", §4: `customExpiredPassword` on and no `changePassword` link; 2.21.0 controller
 * `custom-password-expired`): one button that takes the person to the site where the password is changed
 * (the transaction's `next` link), plus "Remind me later" for PASSWORD_WARN and "Sign out".
 */
export default function CustomPasswordExpired({ transaction, t, actions }: ScreenProps) {
  const next = transaction?.data._links?.next;
  const target = next && !Array.isArray(next) ? next : undefined;
  return (
    <>
      <div className="siw-form custom-password-expired">
        <h2 className="siw-title">{expiryTitle(transaction, t)}</h2>
        <p className="siw-text">{t('password.expired.custom.subtitle')}</p>
        {target ? (
          <a className="siw-button siw-primary" href={target.href}>
            {t('password.expired.custom.submit', siteOf(target.href, target.title))}
          </a>
        ) : null}
      </div>
      <ExpiryFooter transaction={transaction} t={t} actions={actions} />
    </>
  );
}
