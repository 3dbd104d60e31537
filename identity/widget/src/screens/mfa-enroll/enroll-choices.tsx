import { useEffect } from 'react';
import type { AuthFactor } from '@identity/client';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { Form, SubmitButton, useForm } from '../../ui/index.ts';
import { FactorIcon } from '../mfa-common/factor-icon.tsx';
import { factorMeta } from '../mfa-common/factor-meta.ts';
import { MfaFooter } from '../mfa-common/mfa-footer.tsx';
import { choicesPage } from './choices-page.ts';

/**
 * The enrolment choices page (spec §2 "Enroll choices", §4 "Enrolment choices page"): rows with icon, label,
 * description and a setup button; the button bar depends on the situation: "Configure factor" / "Configure next
 * factor" set up the first unenrolled required factor, "Finish" follows `skip`, all-optional-none-enrolled has no
 * button bar, and nothing to enrol skips at once. Setting up a factor is local navigation to `enroll-factor`.
 */
export function EnrollChoices({ transaction, settings, t, actions }: ScreenProps) {
  const page = choicesPage(transaction?.factors ?? [], settings.features);
  const setUp = (f: AuthFactor) =>
    actions.go({ name: 'enroll-factor', provider: f.provider, factorType: f.factorType });
  const skip = async () => {
    if (transaction?.has('skip')) await actions.transition(transaction.skip());
  };
  const form = useForm({
    initialValues: {},
    t,
    submit: async () => {
      const next = page.required[0];
      if (next) setUp(next);
      else await skip();
    },
  });
  const nothing = page.situation === 'nothing-to-enrol';
  useEffect(() => {
    if (nothing) void form.perform(skip);
    // Once, when the page opens with nothing to enrol (spec §4: skipped automatically).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nothing]);

  const hasRequired = page.situation.startsWith('required-') && page.situation !== 'required-all-enrolled';
  const submitLabel = {
    'required-none-enrolled': 'enroll.choices.submit.configure',
    'required-some-enrolled': 'enroll.choices.submit.next',
    'required-all-enrolled': 'enroll.choices.submit.finish',
    'optional-some-enrolled': 'enroll.choices.submit.finish',
    'optional-none-enrolled': undefined,
    'nothing-to-enrol': undefined,
  }[page.situation];
  const row = (f: AuthFactor, withButton: boolean) => {
    const meta = factorMeta(f, settings.features);
    const label = t(meta.label);
    return (
      <li key={`${f.provider}:${f.factorType}:${f.id ?? ''}`} className="siw-factor-row" data-se={meta.name}>
        <FactorIcon name={meta.name} />
        <div className="siw-factor-text">
          <p className="siw-factor-label">{label}</p>
          <p className="siw-factor-description">{t(meta.description)}</p>
        </div>
        {withButton ? (
          <button
            type="button"
            className="siw-button siw-secondary siw-setup"
            aria-label={t('enroll.choices.setup.factor', label)}
            disabled={form.busy}
            onClick={() => setUp(f)}
          >
            {t('enroll.choices.setup')}
          </button>
        ) : null}
      </li>
    );
  };
  const list = (title: string, factors: AuthFactor[], withButton: boolean) =>
    factors.length ? (
      <section className="siw-factor-list">
        <h3 className="siw-subtitle">{title}</h3>
        <ul>{factors.map((f) => row(f, withButton))}</ul>
      </section>
    ) : null;

  return (
    <Form form={form} className="enroll-choices" title={t('enroll.choices.title')}>
      {hasRequired ? (
        <p className="siw-step">
          {t('enroll.choices.step', String(page.step.current), String(page.step.total))}
        </p>
      ) : null}
      <p className="siw-text">
        {t(hasRequired || nothing ? 'enroll.choices.description' : 'enroll.choices.optional')}
      </p>
      {hasRequired ? list(t('enroll.choices.list.setup'), page.required, true) : null}
      {list(t('enroll.choices.list.enrolled'), page.enrolled, false)}
      {hasRequired ? null : list(t('enroll.choices.list.optional'), page.optional, true)}
      {submitLabel ? <SubmitButton form={form}>{t(submitLabel)}</SubmitButton> : null}
      {page.situation === 'required-some-enrolled' && transaction?.has('skip') ? (
        <button type="button" className="siw-link-button" onClick={() => void form.perform(skip)}>
          {t('enroll.choices.skip')}
        </button>
      ) : null}
      <MfaFooter settings={settings} t={t} actions={actions} />
    </Form>
  );
}
