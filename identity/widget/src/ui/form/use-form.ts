import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { bannerMessage, type WidgetError } from '../../i18n/error-keys.ts';
import type { Translate } from '../../i18n/translator.ts';
import { asWidgetError, serverFieldErrors } from './form-errors.ts';
import { isThrottled, type AcceptedSubmit } from './submit-throttle.ts';

/** Values of a form: text fields are strings, checkboxes booleans. */
export type FormValues = Record<string, string | boolean>;
/** Names of the text fields of `V`. */
export type TextFieldName<V extends FormValues> = {
  [K in keyof V]: V[K] extends string ? K : never;
}[keyof V] &
  string;

/** Options of {@link useForm}. */
export interface FormOptions<V extends FormValues> {
  /** Initial values; their key order is the fields' order for focus (first invalid field wins). */
  initialValues: V;
  t: Translate;
  /** Local validation before any call: an i18n key per invalid field (spec §5). */
  validate?: (values: V) => Partial<Record<keyof V & string, string>>;
  /** The screen's one client call, handed to `actions.transition`; a rejection is shown by the form. */
  submit: (values: V) => Promise<void>;
  /** Field focused when the call ends without a field error (WCAG 2.4.3: never leave focus on `<body>`). */
  focusAfterSubmit?: keyof V & string;
  /** Server property → field name, for causes whose `property` differs from the field (e.g. `profile.answer`). */
  properties?: Partial<Record<string, keyof V & string>>;
  /** A message shown in the banner until the next submit; a new `id` brings it back (flash errors). */
  notice?: { message: string | undefined; id: unknown };
}

/** Props for {@link TextField} (or any input) of one field. */
export interface FieldProps {
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  error: string | undefined;
  inputRef(element: HTMLInputElement | null): void;
  disabled: boolean;
}

/** What {@link useForm} returns; pass it to `<Form form={…}>` and `<SubmitButton form={…}>`. */
export interface FormApi<V extends FormValues> {
  values: V;
  setValue<K extends keyof V>(name: K, value: V[K]): void;
  /** Spread into `<TextField>`: value, change handler, error text (local first, then server), ref, disabled. */
  field(name: TextFieldName<V>): FieldProps;
  /** The text under a field: its local error (translated) or the server's message for it. */
  errorOf(name: keyof V & string): string | undefined;
  /** Ref callback registering a field's input (for focus). */
  inputRef(name: keyof V & string): (element: HTMLInputElement | null) => void;
  /** True while the call runs: inputs and the submit button are disabled, the form is `aria-busy`. */
  busy: boolean;
  /** The error banner text (server error, else the notice), announced by the banner's role="alert". */
  banner: string | undefined;
  /** The last server error (undefined after a new submit). */
  error: WidgetError | undefined;
  onSubmit(event: FormEvent): Promise<void>;
  /**
   * Runs a call that is not the form's submit (send a code, switch factor) with the same busy state and error
   * banner; resolves true when it succeeded, false when it failed (the banner shows why).
   */
  perform(call: () => Promise<void>): Promise<boolean>;
}

/**
 * The form behaviour every screen shares (spec §4 "Forms", §5 "Form behaviour", §9): submit throttle (200 ms: the
 * same values submitted again within it are dropped; changed values are a new try) and no second submit while
 * busy; local validation with focus on the first invalid field; busy state; the banner (bannerMessage: error codes
 * through the one table, never message text); server causes mapped to fields by property; focus back to the field
 * in error, else `focusAfterSubmit`, once the call ends.
 */
export function useForm<V extends FormValues>(options: FormOptions<V>): FormApi<V> {
  const { t, notice } = options;
  const order = Object.keys(options.initialValues) as Array<keyof V & string>;
  const [values, setValues] = useState<V>(options.initialValues);
  const [localErrors, setLocalErrors] = useState<Partial<Record<keyof V & string, string>>>({});
  const [error, setError] = useState<WidgetError | undefined>();
  const [busy, setBusy] = useState(false);
  const [noticeDismissedFor, setNoticeDismissedFor] = useState<unknown>();
  const inputs = useRef(new Map<string, HTMLInputElement | null>());
  const refCallbacks = useRef(new Map<string, (element: HTMLInputElement | null) => void>());
  const focusAfterCall = useRef<string | undefined>(undefined);
  const lastSubmit = useRef<AcceptedSubmit<V>>({ at: Number.NEGATIVE_INFINITY, values: undefined });

  useEffect(() => {
    if (busy || !focusAfterCall.current) return;
    const name = focusAfterCall.current;
    focusAfterCall.current = undefined;
    inputs.current.get(name)?.focus();
  }, [busy]);

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
  }, []);

  const inputRef = (name: keyof V & string) => {
    let callback = refCallbacks.current.get(name);
    if (!callback) {
      callback = (element) => void inputs.current.set(name, element);
      refCallbacks.current.set(name, callback);
    }
    return callback;
  };

  const serverFields = serverFieldErrors(error, t, options.properties);
  const errorOf = (name: keyof V & string) => {
    const key = localErrors[name];
    return key ? t(key) : serverFields[name];
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || isThrottled(lastSubmit, Date.now(), values)) return;
    const errors: Partial<Record<keyof V & string, string>> = options.validate?.(values) ?? {};
    setLocalErrors(errors);
    const invalid = order.find((name) => errors[name]);
    if (invalid) {
      inputs.current.get(invalid)?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    setNoticeDismissedFor(notice?.id);
    focusAfterCall.current = options.focusAfterSubmit;
    try {
      await options.submit(values);
    } catch (err) {
      const failure = asWidgetError(err);
      // An error the shell answered by routing (E0000011: back to sign-in with a flash) shows as that flash.
      if (!failure.routed) setError(failure);
      const fields = serverFieldErrors(failure, t, options.properties);
      const first = order.find((name) => fields[name] !== undefined && inputs.current.get(name));
      if (first) focusAfterCall.current = first;
    } finally {
      setBusy(false);
    }
  };

  const perform = async (call: () => Promise<void>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setError(undefined);
    try {
      await call();
      return true;
    } catch (err) {
      const failure = asWidgetError(err);
      if (!failure.routed) setError(failure);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const shownNotice = notice && noticeDismissedFor !== notice.id ? notice.message : undefined;
  return {
    values,
    setValue,
    field: (name) => ({
      name,
      value: values[name] as string,
      onChange: (e) => setValue(name, e.target.value as V[typeof name]),
      error: errorOf(name),
      inputRef: inputRef(name),
      disabled: busy,
    }),
    errorOf,
    inputRef,
    busy,
    banner: error ? bannerMessage(error, t) : shownNotice,
    error,
    onSubmit,
    perform,
  };
}
