import type { SelectHTMLAttributes } from 'react';

/** Props of {@link SelectField}: its options as value/label pairs. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
}

/**
 * A labelled select of the enrolment screens (country, security question), styled as the form kit's text
 * fields; a field error is linked with aria-describedby and marks the select aria-invalid.
 */
export function SelectField({ id, label, options, error, ...select }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'siw-field siw-field-invalid' : 'siw-field'}>
      <label htmlFor={id}>{label}</label>
      <div className="siw-input-row">
        <select
          id={id}
          className="siw-input siw-select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...select}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className="siw-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
