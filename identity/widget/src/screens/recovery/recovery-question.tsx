import { useState } from 'react';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { Form, SubmitButton, TextField, useForm } from '../../ui/index.ts';
import { BackToSignIn } from './back-to-sign-in.tsx';

/**
 * Recovery question (spec §2 "recovery question (answer with show-answer checkbox)"; RECOVERY): the user's
 * question, the answer (hidden unless "Show answer" is ticked), one call `answer({answer})`.
 */
export function RecoveryQuestion({ transaction, t, actions }: ScreenProps) {
  const [show, setShow] = useState(false);
  const unlock = transaction?.recoveryType === 'UNLOCK';
  const question = transaction?.data._embedded?.user?.recovery_question?.question ?? '';
  const form = useForm({
    initialValues: { answer: '' },
    t,
    validate: ({ answer }) => (answer.trim() ? {} : { answer: 'model.validation.field.blank' }),
    focusAfterSubmit: 'answer',
    submit: async ({ answer }) => {
      if (transaction?.answer) await actions.transition(transaction.answer({ answer }));
    },
  });
  const prefix = unlock ? 'account.unlock' : 'password.forgot';
  return (
    <>
      <Form form={form} className="recovery-question" title={t(`${prefix}.question.title`)}>
        <TextField
          id="recovery-answer"
          type={show ? 'text' : 'password'}
          autoComplete="off"
          label={question || t('recovery.answer.placeholder')}
          {...form.field('answer')}
        />
        <div className="siw-checkbox">
          <input
            id="recovery-show-answer"
            type="checkbox"
            checked={show}
            onChange={(e) => setShow(e.target.checked)}
          />
          <label htmlFor="recovery-show-answer">{t('recovery.answer.show')}</label>
        </div>
        <SubmitButton form={form}>{t(`${prefix}.question.submit`)}</SubmitButton>
      </Form>
      <BackToSignIn t={t} actions={actions} />
    </>
  );
}
