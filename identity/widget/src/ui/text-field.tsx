import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra control placed inside the input row (e.g. the reveal toggle). */
  addon?: ReactNode;
}

/** Labelled input; a field error is linked with aria-describedby and marks the input aria-invalid. */
export function TextField({ id, label, error, inputRef, addon, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'siw-field siw-field-invalid' : 'siw-field'}>
      <label htmlFor={id}>{label}</label>
      <div className="siw-input-row">
        <input
          id={id}
          type="text"
          className="siw-input"
          ref={inputRef}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <p id={errorId} className="siw-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
