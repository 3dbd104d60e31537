import { useId, useState } from 'react';
import type { ScreenProps } from '../../shell/screen-props.ts';

type Props = Pick<ScreenProps, 'settings' | 't' | 'actions'>;

/**
 * Need-help footer (spec §2 "Primary sign-in"): a toggle revealing forgot password, unlock (only with
 * selfServiceUnlock or a custom unlock link), the host's custom links and the help link (default
 * `{baseUrl}/help/login`, new tab). Local links go through the shell; the forgot-password screen is a later issue.
 */
export function HelpFooter({ settings, t, actions }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const links = settings.helpLinks ?? {};
  const showUnlock = settings.features.selfServiceUnlock || Boolean(links.unlock);
  const local = (name: 'forgot-password' | 'unlock') => (e: React.MouseEvent) => {
    e.preventDefault();
    actions.go({ name });
  };
  return (
    <div className="siw-help">
      <button
        type="button"
        className="siw-link-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t('needhelp')}
      </button>
      <ul id={listId} className="siw-help-links" hidden={!open}>
        <li>
          <a
            href={links.forgotPassword ?? '#'}
            onClick={links.forgotPassword ? undefined : local('forgot-password')}
          >
            {t('forgotpassword')}
          </a>
        </li>
        {showUnlock ? (
          <li>
            <a href={links.unlock ?? '#'} onClick={links.unlock ? undefined : local('unlock')}>
              {t('unlockaccount')}
            </a>
          </li>
        ) : null}
        {(links.custom ?? []).map((link) => (
          <li key={`${link.href}|${link.text}`}>
            <a
              href={link.href}
              target={link.target}
              rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
            >
              {link.text}
            </a>
          </li>
        ))}
        <li>
          <a href={links.help ?? `${settings.baseUrl}/help/login`} target="_blank" rel="noopener noreferrer">
            {t('help')}
            <span className="siw-sr-only"> {t('newtab.hint')}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
