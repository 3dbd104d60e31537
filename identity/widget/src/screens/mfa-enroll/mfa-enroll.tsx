import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import Placeholder from '../placeholder/placeholder.tsx';
import { ActivateTotp } from './activate-totp.tsx';
import { EnrollChoices } from './enroll-choices.tsx';
import { EnrollTotp } from './enroll-totp.tsx';

const TOTP = 'token:software:totp';

/**
 * The enrolment family's lazy chunk (`mfa-enroll`): routes `enroll-choices`, `enroll-factor` and `enroll-activate`.
 * Factor kinds whose enrolment screens are not built yet show the "not available yet" step.
 */
export default function MfaEnroll(props: ScreenProps) {
  const { route, transaction } = props;
  switch (route.name) {
    case 'enroll-choices':
      return <EnrollChoices {...props} />;
    case 'enroll-factor': {
      const factor = transaction?.factors?.find(
        (f) => f.provider.toUpperCase() === route.provider.toUpperCase() && f.factorType === route.factorType,
      );
      if (factor && route.factorType === TOTP)
        return (
          <EnrollTotp
            {...(props as ScreenProps<Extract<Route, { name: 'enroll-factor' }>>)}
            factor={factor}
          />
        );
      return <Placeholder {...props} />;
    }
    case 'enroll-activate':
      if (route.factorType === TOTP)
        return <ActivateTotp {...(props as ScreenProps<Extract<Route, { name: 'enroll-activate' }>>)} />;
      return <Placeholder {...props} />;
    default:
      return <Placeholder {...props} />;
  }
}
