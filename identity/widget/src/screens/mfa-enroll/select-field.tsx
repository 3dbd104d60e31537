import { useState, type SelectHTMLAttributes } from 'react';

/** More options than this and the select gets a search field (spec §5 "Select inputs use a search threshold of 25"). */
export const SELECT_SEARCH_THRESHOLD = 25;

/** Props of {@link SelectField}: its options as value/label pairs. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  /** Label of the search field shown above a list longer than {@link SELECT_SEARCH_THRESHOLD}. */
  searchLabel?: string;
}

/**
 * A labelled select of the enrolment screens (country, security question), styled as the form kit's text
 * fields; a field error is linked with aria-describedby and marks the select aria-invalid. A long list (country)
 * gets a search field that narrows the options to those containing the typed text; the chosen one always stays.
 */
export function SelectField({ id, label, options, error, searchLabel, ...select }: SelectFieldProps) {
  const [query, setQuery] = useState('');
  const errorId = `${id}-error`;
  const searchable = searchLabel !== undefined && options.length > SELECT_SEARCH_THRESHOLD;
  const q = query.trim().toLowerCase();
  const shown =
    searchable && q
      ? options.filter((o) => o.value === select.value || o.label.toLowerCase().includes(q))
      : options;
  return (
    <div className={error ? 'siw-field siw-field-invalid' : 'siw-field'}>
      {searchable ? (
        <>
          <label htmlFor={`${id}-search`}>{searchLabel}</label>
          <div className="siw-input-row">
            <input
              id={`${id}-search`}
              type="search"
              className="siw-input"
              autoComplete="off"
              aria-controls={id}
              value={query}
              disabled={select.disabled}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
        </>
      ) : null}
      <label htmlFor={id}>{label}</label>
      <div className="siw-input-row">
        <select
          id={id}
          className="siw-input siw-select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...select}
        >
          {shown.map((o) => (
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
