import type { ReactNode } from 'react';
import { ErrorBanner } from '../error-banner.tsx';
import type { FormApi, FormValues } from './use-form.ts';

/**
 * A screen's form element (spec §2 "Form screens show title, subtitle, error banner..."): `noValidate` (the kit
 * validates), `aria-busy` while the call runs, the title as the page heading, then the error banner (role="alert"),
 * then the fields.
 */
export function Form<V extends FormValues>({
  form,
  className,
  title,
  children,
}: {
  form: FormApi<V>;
  /** Added to `siw-form` (e.g. the screen's name). */
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className ? `siw-form ${className}` : 'siw-form'}
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.busy}
    >
      {/* Focusable so that a page without fields can take focus on arrival (shell/rendered-signal.tsx). */}
      {title ? (
        <h2 className="siw-title" tabIndex={-1}>
          {title}
        </h2>
      ) : null}
      <ErrorBanner message={form.banner} />
      {children}
    </form>
  );
}

/** The form's primary button, disabled while the call runs (spec §4 "Forms": disabled on save). */
export function SubmitButton<V extends FormValues>({
  form,
  id,
  children,
}: {
  form: FormApi<V>;
  id?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="siw-button siw-primary" id={id} disabled={form.busy}>
      {children}
    </button>
  );
}
