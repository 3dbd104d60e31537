import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { FactorIcon } from '../mfa-common/factor-icon.tsx';
import type { DropdownOption } from './dropdown-options.ts';

interface Props {
  options: DropdownOption[];
  /** The option of the factor being verified (its icon is the button's face). */
  current: DropdownOption;
  t: Translate;
  onSelect(option: DropdownOption): void;
  disabled: boolean;
}

/**
 * The factor-switch dropdown (spec §2): a button showing the current factor's icon that opens a menu whose first
 * row is the disabled title (mfa.factors.dropdown.title; clicks on it do nothing), then one item per factor with
 * its icon and name. Keyboard: arrows move, Enter/Space choose, Escape closes and returns to the button.
 */
export function FactorDropdown({ options, current, t, onSelect, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLLIElement | null>>([]);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    items.current[0]?.focus();
    // A press outside the dropdown closes it, as any menu does.
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (option: DropdownOption) => {
    setOpen(false);
    onSelect(option);
  };
  const onKey = (e: KeyboardEvent<HTMLLIElement>, i: number) => {
    const move = (to: number) => items.current[(to + options.length) % options.length]?.focus();
    if (e.key === 'ArrowDown') move(i + 1);
    else if (e.key === 'ArrowUp') move(i - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(options.length - 1);
    else if (e.key === 'Escape') close();
    else if (e.key === 'Enter' || e.key === ' ') choose(options[i]!);
    else if (e.key === 'Tab') setOpen(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };
  return (
    <div className="siw-factor-dropdown" ref={root}>
      <button
        type="button"
        ref={button}
        className="siw-dropdown-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('mfa.factors.dropdown.button', current.label)}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        <FactorIcon name={current.name} />
        <span className="siw-dropdown-arrow" aria-hidden="true" />
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          className="siw-dropdown-menu"
          aria-label={t('mfa.factors.dropdown.title')}
        >
          {/* The disabled title row: announced as unavailable, never focused, and a click on it does nothing. */}
          <li
            role="menuitem"
            aria-disabled="true"
            className="siw-dropdown-title"
            onMouseDown={(e) => e.preventDefault()}
          >
            {t('mfa.factors.dropdown.title')}
          </li>
          {options.map((o, i) => (
            <li
              key={`${o.ref.provider}:${o.ref.factorType}:${o.ref.id ?? ''}`}
              role="menuitem"
              tabIndex={-1}
              ref={(el) => void (items.current[i] = el)}
              className={o === current ? 'siw-dropdown-item siw-current' : 'siw-dropdown-item'}
              onClick={() => choose(o)}
              onKeyDown={(e) => onKey(e, i)}
            >
              <FactorIcon name={o.name} />
              <span>{o.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
