import { useEffect, useRef, useState, type Ref } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { EyeIcon } from '../../ui/icons.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** Password reveal auto-hide, ms (spec §9). */
export const REVEAL_AUTO_HIDE_MS = 30000;

interface Props {
  value: string;
  onChange(value: string): void;
  error?: string;
  t: Translate;
  showToggle: boolean;
  onReveal(): void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** features.preventBrowserFromSavingOktaPassword: autocomplete off instead of current-password. */
  noSave: boolean;
}

/**
 * Password input with the optional reveal toggle (features.showPasswordToggleOnSignInPage), hidden again after 30 s.
 * With `noSave` (features.preventBrowserFromSavingOktaPassword) it asks browsers not to remember the value.
 */
export function PasswordField({
  value,
  onChange,
  error,
  t,
  showToggle,
  onReveal,
  inputRef,
  disabled,
  noSave,
}: Props) {
  const [revealed, setRevealed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = () => {
    clearTimeout(timer.current);
    if (revealed) {
      setRevealed(false);
      return;
    }
    setRevealed(true);
    onReveal();
    timer.current = setTimeout(() => setRevealed(false), REVEAL_AUTO_HIDE_MS);
  };

  const label = t(revealed ? 'sensitive.input.hide' : 'sensitive.input.show');
  return (
    <TextField
      id="okta-signin-password"
      name="password"
      type={revealed ? 'text' : 'password'}
      autoComplete={noSave ? 'off' : 'current-password'}
      label={t('primaryauth.password.placeholder')}
      title={t('primaryauth.password.tooltip')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      inputRef={inputRef}
      disabled={disabled}
      addon={
        showToggle ? (
          <button
            type="button"
            className="siw-reveal"
            aria-label={label}
            title={label}
            aria-pressed={revealed}
            aria-controls="okta-signin-password"
            onClick={toggle}
          >
            <EyeIcon crossed={revealed} />
          </button>
        ) : null
      }
    />
  );
}
