import type { Translate } from '../i18n/translator.ts';

/** Widget header with the host's brand logo (spec §3 "logo, logoText"). */
export function Header({ logo, logoText, t }: { logo?: string; logoText?: string; t: Translate }) {
  return (
    <header className="siw-header">
      {logo ? <img className="siw-logo" src={logo} alt={logoText ?? t('logo.default.alt.text')} /> : null}
      {!logo && logoText ? <p className="siw-logo-text">{logoText}</p> : null}
    </header>
  );
}
