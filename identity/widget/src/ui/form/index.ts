/**
 * The widget's form kit: the form behaviour of spec §4 "Forms" and §5 "Form behaviour" written once (throttle,
 * busy state, validation, the announced error banner, server field errors by property, focus after errors). A
 * screen is its fields and its one client call, e.g. a passcode form of MFA_CHALLENGE:
 *
 * ```tsx
 * const form = useForm({
 *   initialValues: { passCode: '' },
 *   t,
 *   validate: (v) => (v.passCode ? {} : { passCode: 'model.validation.field.blank' }),
 *   submit: async ({ passCode }) => {
 *     if (transaction?.has('verify')) await actions.transition(transaction.verify({ passCode }));
 *   },
 *   focusAfterSubmit: 'passCode',
 * });
 * return (
 *   <Form form={form} title={t('mfa.challenge.title')}>
 *     <TextField id="passcode" label={t('mfa.challenge.enterCode')} {...form.field('passCode')} />
 *     <SubmitButton form={form}>{t('mfa.challenge.verify')}</SubmitButton>
 *   </Form>
 * );
 * ```
 *
 * Lazy screens import the kit through `ui/index.ts` (the IIFE build shares it with their chunks).
 */
export { useForm } from './use-form.ts';
export type { FormApi, FormOptions, FormValues, FieldProps, TextFieldName } from './use-form.ts';
export { Form, SubmitButton } from './form.tsx';
export { SUBMIT_THROTTLE_MS } from './submit-throttle.ts';
export { serverFieldErrors, asWidgetError } from './form-errors.ts';
