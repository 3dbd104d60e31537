import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetError } from '../../i18n/error-keys.ts';
import { LATER_ENGLISH } from '../../i18n/later-labels.ts';
import { addEnglish, createTranslator } from '../../i18n/translator.ts';
import { TextField } from '../text-field.tsx';
import { Form, SubmitButton, useForm, type FormOptions } from './index.ts';

// Factor screens are lazy chunks: the later screens' English labels load with them.
addEnglish(LATER_ENGLISH);
const t = createTranslator(undefined, undefined);
type Values = { answer: string; remember: boolean };

/** A security-question screen written with the kit, as factor screens will be. */
function AnswerForm(props: Partial<FormOptions<Values>> & Pick<FormOptions<Values>, 'submit'>) {
  const form = useForm<Values>({
    initialValues: { answer: '', remember: false },
    t,
    validate: (v) => (v.answer ? {} : { answer: 'model.validation.field.blank' }),
    focusAfterSubmit: 'answer',
    properties: { 'profile.answer': 'answer' },
    ...props,
  });
  return (
    <Form form={form} title="Security question">
      <TextField id="answer" label="Answer" {...form.field('answer')} />
      <SubmitButton form={form}>Verify</SubmitButton>
    </Form>
  );
}

const error = (over: Partial<WidgetError>): WidgetError => ({
  name: 'AuthApiError',
  message: 'x',
  causes: [],
  statusCode: 403,
  ...over,
});

async function answer(text: string) {
  const user = userEvent.setup();
  if (text) await user.type(screen.getByLabelText('Answer'), text);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  return user;
}

describe('form kit: useForm + Form + SubmitButton', () => {
  it('validates locally: the message is linked to the field, which gets focus; nothing is sent', async () => {
    const submit = vi.fn(async () => undefined);
    render(<AnswerForm submit={submit} />);
    await answer('');
    const field = screen.getByLabelText('Answer');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('This field cannot be left blank');
    expect(field).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('is busy while the call runs (inputs and button disabled, aria-busy), then focuses the field again', async () => {
    let finish: () => void = () => undefined;
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { container } = render(<AnswerForm submit={submit} />);
    await answer('blue');
    expect(submit).toHaveBeenCalledWith({ answer: 'blue', remember: false });
    expect(container.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Answer')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByLabelText('Answer')).toBeEnabled();
    await waitFor(() => expect(screen.getByLabelText('Answer')).toHaveFocus());
  });

  it('ignores a submit within 200 ms of the last one (spec §9)', async () => {
    let now = 5_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const submit = vi.fn(async () => Promise.reject(error({ code: 'E0000082' })));
    render(<AnswerForm submit={submit} />);
    const user = await answer('blue');
    await screen.findByText('Each code can only be used once. Please wait for a new code and try again.');
    now += 199;
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(submit).toHaveBeenCalledTimes(1);
    now += 1;
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    vi.restoreAllMocks();
  });

  it('sends a changed value at once after a fast refusal: only a repeat of the same values is throttled', async () => {
    const now = 5_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const submit = vi.fn(async () => Promise.reject(error({ code: 'E0000068' })));
    render(<AnswerForm submit={submit} />);
    const user = await answer('wrong');
    await screen.findByRole('alert');
    await user.clear(screen.getByLabelText('Answer'));
    await user.type(screen.getByLabelText('Answer'), 'right');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit).toHaveBeenLastCalledWith({ answer: 'right', remember: false });
    vi.restoreAllMocks();
  });

  it('maps a server cause to its field through `properties`, focuses it and announces the banner', async () => {
    const causes = [{ summary: 'profile.answer: The answer is too short', property: 'profile.answer' }];
    render(<AnswerForm submit={async () => Promise.reject(error({ code: 'E0000001', causes }))} />);
    await answer('x');
    const field = screen.getByLabelText('Answer');
    await waitFor(() => expect(field).toHaveAccessibleDescription('The answer is too short'));
    expect(screen.getByRole('alert')).toHaveTextContent('profile.answer: The answer is too short');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('shows a known code through the error table and drops its causes; a routed error shows nothing', async () => {
    const causes = [{ summary: 'answer: wrong', property: 'answer' }];
    let failure = error({ code: 'E0000087', causes });
    render(<AnswerForm submit={async () => Promise.reject(failure)} />);
    const user = await answer('x');
    expect(await screen.findByRole('alert')).toHaveTextContent('The recovery question answer did not match');
    expect(screen.getByLabelText('Answer')).not.toHaveAttribute('aria-invalid');
    failure = { ...error({ code: 'E0000011' }), routed: true };
    await new Promise((r) => setTimeout(r, 210));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeEmptyDOMElement());
  });

  it('shows the default banner for a rejection that is not a widget error (a failing host callback)', async () => {
    render(<AnswerForm submit={async () => Promise.reject(new Error('processCreds failed'))} />);
    await answer('x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We found some errors. Please review the form and make corrections.',
    );
  });

  it('shows a notice until the next submit; a notice with a new id shows again', async () => {
    const submit = vi.fn(() => new Promise<void>(() => undefined));
    const { rerender } = render(
      <AnswerForm submit={submit} notice={{ message: 'Session expired', id: 1 }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired');
    await answer('x');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(<AnswerForm submit={submit} notice={{ message: 'Session expired', id: 2 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired');
  });
});
