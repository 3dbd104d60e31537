import type { EnrollScreenProps } from '../kind.ts';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';

/**
 * Custom HOTP enrolment (spec §2 route `enroll/custom/token:hotp`, "custom HOTP enrolment (restricted)"; "HOTP
 * shows a restricted message"): the token is issued by the organisation, so the screen says to ask the
 * administrator and offers only the way back to the factor list and sign out.
 */
export function EnrollHotp({ factor, settings, t, actions }: EnrollScreenProps) {
  const label = t(factorMeta(factor, settings.features).label);
  return (
    <div className="siw-form enroll-hotp">
      <h2 className="siw-title" tabIndex={-1}>
        {t('enroll.choices.setup.factor', label)}
      </h2>
      <p className="siw-text">{t('enroll.hotp.restricted')}</p>
      <MfaFooter
        settings={settings}
        t={t}
        actions={actions}
        onBack={() => actions.go({ name: 'enroll-choices' })}
      />
    </div>
  );
}
