import type { PasswordRuleLine } from './password-rules.ts';

/**
 * The policy's rules under the new password (spec §5 "Registration and password rules"): a met rule shows the
 * confirm mark; an unmet one shows the error mark once the field is dirty or was left (`checked`); rules only
 * the server can check (history, minimum age) show no mark. Each mark has a text for screen readers.
 */
export function PasswordRulesList({
  id,
  lines,
  checked,
  t,
}: {
  id: string;
  lines: PasswordRuleLine[];
  checked: boolean;
  t: (key: string, ...args: string[]) => string;
}) {
  if (lines.length === 0) return null;
  return (
    <div className="siw-password-rules" id={id}>
      <p className="siw-text">{t('password.complexity.requirements.header')}</p>
      <ul>
        {lines.map((line) => {
          const state = line.met === undefined ? 'info' : line.met ? 'met' : checked ? 'unmet' : 'info';
          return (
            <li key={line.id} className={`siw-rule siw-rule-${state}`} data-rule={line.id}>
              <span className="siw-rule-mark" aria-hidden="true">
                {state === 'met' ? '✓' : state === 'unmet' ? '✗' : '•'}
              </span>
              {t(line.key, ...line.args)}
              {state === 'info' ? null : (
                <span className="siw-sr-only">
                  {' '}
                  ({t(state === 'met' ? 'password.complexity.met' : 'password.complexity.unmet')})
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
