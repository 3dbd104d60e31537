import { useMemo, useState } from 'react';
import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { Form, SubmitButton, TextField, useForm } from '../../ui/index.ts';

/**
 * Profile required (spec §2 "signin/enroll-user", §4 PROFILE_REQUIRED): one text field per enabled attribute of the
 * policy's registration profile (`_embedded.policy.registration.profile`, in its order, labelled by `label`),
 * required ones checked locally; a save with an empty profile shows the error banner (spec §5). One call:
 * `enroll({registration: {profile}})` on the transaction's `enroll` link, with the attributes filled in.
 */
export default function EnrollUser({
  transaction,
  t,
  actions,
}: ScreenProps<Extract<Route, { name: 'enroll-user' }>>) {
  const fields = useMemo(
    () =>
      (transaction?.data._embedded?.policy?.registration?.profile ?? []).filter((f) => f.enabled !== false),
    [transaction],
  );
  const [notice, setNotice] = useState<{ message: string | undefined; id: number }>({
    message: undefined,
    id: 0,
  });
  const form = useForm<Record<string, string>>({
    initialValues: Object.fromEntries(fields.map((f) => [f.name, ''])),
    t,
    notice,
    validate: (values) =>
      Object.fromEntries(
        fields
          .filter((f) => f.required && !values[f.name]?.trim())
          .map((f) => [f.name, 'model.validation.field.blank']),
      ),
    submit: async (values) => {
      const profile = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
      if (Object.keys(profile).length === 0) {
        setNotice((n) => ({ message: t('enroll.user.empty'), id: n.id + 1 }));
        return;
      }
      if (transaction?.enroll) await actions.transition(transaction.enroll({ registration: { profile } }));
    },
  });
  return (
    <>
      <Form form={form} className="enroll-user" title={t('enroll.user.title')}>
        <p className="siw-text">{t('enroll.user.subtitle')}</p>
        {fields.map((f) => (
          <TextField
            key={f.name}
            id={`enroll-user-${f.name}`}
            label={f.label ?? f.name}
            required={f.required === true}
            {...form.field(f.name)}
          />
        ))}
        <SubmitButton form={form}>{t('enroll.user.submit')}</SubmitButton>
      </Form>
      <button type="button" className="siw-link-button" onClick={() => actions.cancel()}>
        {t('goback')}
      </button>
    </>
  );
}
