import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { IDP } from '../../../test-support/fake-idp.ts';
import { expectNoAxeViolations } from '../../../test-support/recorded.ts';
import { ENROLL } from '../../../test-support/recorded-enroll.ts';
import { renderWidget } from '../../../test-support/render-widget.ts';
import { enrolIdp, openSetup, pastThrottle, STATE_TOKEN } from './enroll-support.ts';

const questionsHref = ENROLL.mfaEnrollAll.body._embedded.factors.find((f) => f.factorType === 'question')!
  ._links.questions!.href;

// Axe runs on each screen and the machine may be busy: 20 s per journey.
describe(
  'email and security question enrolment, driven by answers recorded from our IdP',
  { timeout: 20_000 },
  () => {
    it('email: "Send me the code" enrols; the code from the email activates', async () => {
      const emailNext = ENROLL.emailActivate.body._links.next.href;
      const idp = enrolIdp((r) => {
        if (r.url === `${IDP}/api/v1/authn/factors`) return ENROLL.emailActivate;
        if (r.url === emailNext) return ENROLL.emailActivated;
        return undefined;
      });
      const { widget, success } = renderWidget();
      const afterRender = vi.fn();
      widget.on('afterRender', afterRender);
      const user = await openSetup('Email Authentication');
      expect(await screen.findByRole('heading', { name: 'Set up Email Authentication' })).toBeInTheDocument();
      expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-email' });
      expect(screen.getByText('Send a verification code to giulia.rossi@example.com.')).toBeInTheDocument();
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Send me the code' }));
      expect(
        await screen.findByText('A verification code was sent to g...i@example.com. Enter it below.'),
      ).toBeInTheDocument();
      expect(idp.seen.at(-1)?.body).toEqual({
        stateToken: STATE_TOKEN,
        factorType: 'email',
        provider: 'OKTA',
      });
      expect(screen.getByRole('button', { name: 'Sent' })).toBeDisabled();
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(screen.getByText('This field cannot be left blank')).toBeInTheDocument();
      await pastThrottle();
      await user.type(screen.getByRole('textbox', { name: 'Enter Code' }), '246810');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
      expect(idp.seen.at(-1)).toMatchObject({
        url: emailNext,
        body: { stateToken: ENROLL.emailActivate.body.stateToken, passCode: '246810' },
      });
    });

    it('email code step: "Back to factor list" follows prev to the choices page', async () => {
      const idp = enrolIdp((r) => {
        if (r.url === `${IDP}/api/v1/authn/factors`) return ENROLL.emailActivate;
        if (r.url === `${IDP}/api/v1/authn/previous`) return ENROLL.mfaEnrollAll;
        return undefined;
      });
      renderWidget();
      const user = await openSetup('Email Authentication');
      await user.click(await screen.findByRole('button', { name: 'Send me the code' }));
      await user.click(await screen.findByRole('button', { name: 'Back to factor list' }));
      expect(
        await screen.findByRole('heading', { name: 'Set up multifactor authentication' }),
      ).toBeInTheDocument();
      expect(idp.seen.at(-1)?.url).toBe(`${IDP}/api/v1/authn/previous`);
    });

    it('security question: the IdP catalogue, both fields required, the IdP answer rule on the field, success', async () => {
      let enrols = 0;
      const idp = enrolIdp((r) => {
        if (r.url === questionsHref) return ENROLL.questionQuestions;
        if (r.url === `${IDP}/api/v1/authn/factors`)
          return ++enrols === 1 ? ENROLL.questionErrorShortAnswer : ENROLL.questionEnrolled;
        return undefined;
      });
      const { widget, success } = renderWidget();
      const afterRender = vi.fn();
      widget.on('afterRender', afterRender);
      const user = await openSetup('Security Question');
      expect(await screen.findByRole('heading', { name: 'Set up Security Question' })).toBeInTheDocument();
      const select = screen.getByRole('combobox', { name: 'Choose a security question' });
      await waitFor(() => expect(select).toHaveValue(ENROLL.questionQuestions.body[0]!.question));
      expect(screen.getAllByRole('option')).toHaveLength(ENROLL.questionQuestions.body.length);
      expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-question' });
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByText('This field cannot be left blank')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveFocus();

      await user.selectOptions(select, 'favorite_toy');
      await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'ab');
      await pastThrottle();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('The answer must be at least 4 characters long.')).toBeInTheDocument();
      expect(idp.seen.at(-1)?.body).toEqual({
        stateToken: STATE_TOKEN,
        factorType: 'question',
        provider: 'OKTA',
        profile: { question: 'favorite_toy', answer: 'ab' },
      });
      await expectNoAxeViolations();
      await pastThrottle();
      await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'c red bicycle');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    });
  },
);
