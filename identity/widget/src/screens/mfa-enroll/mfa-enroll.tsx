import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import Placeholder from '../placeholder/placeholder.tsx';
import { EnrollChoices } from './enroll-choices.tsx';
import { ENROL_KINDS } from './kinds/index.ts';
import { findKind } from './kinds/kind.ts';

/**
 * The enrolment family's lazy chunk (`mfa-enroll`): routes `enroll-choices`, `enroll-factor` and `enroll-activate`.
 * The factor's kind (kinds/index.ts) renders its enrolment and activation screens; a kind the widget cannot enrol
 * yet shows the "not available yet" step.
 */
export default function MfaEnroll(props: ScreenProps) {
  const { route, transaction } = props;
  switch (route.name) {
    case 'enroll-choices':
      return <EnrollChoices {...props} />;
    case 'enroll-factor': {
      const kind = findKind(ENROL_KINDS, route.provider, route.factorType);
      const factor = transaction?.factors?.find(
        (f) => f.provider.toUpperCase() === route.provider.toUpperCase() && f.factorType === route.factorType,
      );
      if (!kind || !factor) return <Placeholder {...props} />;
      return (
        <kind.Enroll {...(props as ScreenProps<Extract<Route, { name: 'enroll-factor' }>>)} factor={factor} />
      );
    }
    case 'enroll-activate': {
      const kind = findKind(ENROL_KINDS, route.provider, route.factorType);
      if (!kind?.Activate) return <Placeholder {...props} />;
      return <kind.Activate {...(props as ScreenProps<Extract<Route, { name: 'enroll-activate' }>>)} />;
    }
    default:
      return <Placeholder {...props} />;
  }
}
