import { useEffect, useState } from 'react';
import type { SecurityQuestion } from '@identity/contracts';
import { Form, SubmitButton, TextField, useForm } from '../../../../ui/index.ts';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';
import { SelectField } from '../../select-field.tsx';
import type { EnrollScreenProps } from '../kind.ts';

/**
 * Security question enrolment (spec §2 route `enroll/okta/question`; §3 "Payload models": question and answer,
 * both required; §7 "Enrol": the question list first, then `profile.question` and `profile.answer`; 2.21.0 page
 * `enroll-question`): the questions come from the factor's `questions` link, the first one preselected; "Save"
 * enrols the factor, which the IdP activates at once (SUCCESS, or MFA_ENROLL when more factors are to set up). The
 * IdP's rules on the answer (length, not the question's words) come back as the answer field's error.
 */
export function EnrollQuestion({ factor, settings, t, actions }: EnrollScreenProps) {
  const label = t(factorMeta(factor, settings.features).label);
  const [questions, setQuestions] = useState<SecurityQuestion[] | null>(null);
  const form = useForm({
    initialValues: { question: '', answer: '' },
    t,
    validate: ({ question, answer }) => ({
      ...(question ? {} : { question: 'model.validation.field.blank' }),
      ...(answer.trim() ? {} : { answer: 'model.validation.field.blank' }),
    }),
    focusAfterSubmit: 'answer',
    submit: async ({ question, answer }) => {
      if (factor.enroll) await actions.transition(factor.enroll({ profile: { question, answer } }));
    },
  });
  useEffect(() => {
    if (!factor.questions) return;
    const load = factor.questions;
    void form.perform(async () => {
      const list = await load();
      setQuestions(list);
      if (list[0]) form.setValue('question', list[0].question);
    });
    // Once per factor: the catalogue does not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [factor]);
  return (
    <Form form={form} className="enroll-question" title={t('enroll.question.title', label)}>
      <SelectField
        id="mfa-question"
        label={t('enroll.question.choose')}
        value={form.values.question}
        disabled={form.busy || !questions}
        error={form.errorOf('question')}
        onChange={(e) => form.setValue('question', e.target.value)}
        options={(questions ?? []).map((q) => ({ value: q.question, label: q.questionText }))}
      />
      <TextField
        id="mfa-answer"
        label={t('mfa.challenge.answer')}
        autoComplete="off"
        {...form.field('answer')}
      />
      <SubmitButton form={form}>{t('enroll.question.save')}</SubmitButton>
      <MfaFooter
        settings={settings}
        t={t}
        actions={actions}
        onBack={() => actions.go({ name: 'enroll-choices' })}
      />
    </Form>
  );
}
