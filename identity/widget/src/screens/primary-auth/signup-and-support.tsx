import type { ScreenProps } from '../../shell/screen-props.ts';

type Props = Pick<ScreenProps, 'settings' | 't' | 'actions'>;

/**
 * Registration prompt (features.registration; `registration.click` replaces the default navigation; texts
 * `registration.signup.label` / `registration.signup.text`) and the support contact (helpSupportNumber,
 * helpSupportEmail).
 */
export function SignupAndSupport({ settings, t, actions }: Props) {
  const phone = settings.helpSupportNumber;
  const email = settings.helpSupportEmail;
  const onSignup = (e: React.MouseEvent) => {
    e.preventDefault();
    if (typeof settings.registration?.click === 'function') settings.registration.click();
    else actions.go({ name: 'registration' });
  };
  return (
    <>
      {settings.features.registration ? (
        <p className="siw-signup">
          <span>{t('registration.signup.label')}</span>{' '}
          <a href="#" className="siw-signup-link" onClick={onSignup}>
            {t('registration.signup.text')}
          </a>
        </p>
      ) : null}
      {phone || email ? (
        <ul className="siw-support">
          {phone ? (
            <li>
              {t('contact.support.phone', '')}
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
            </li>
          ) : null}
          {email ? (
            <li>
              {t('contact.support.email', '')}
              <a href={`mailto:${email}`}>{email}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </>
  );
}
