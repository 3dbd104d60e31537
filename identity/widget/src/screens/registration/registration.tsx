import type { ScreenProps } from '../../shell/screen-props.ts';
import { RegistrationComplete } from './registration-complete.tsx';
import { Registration } from './registration-load.tsx';

/**
 * The registration family's lazy chunk (`registration`; spec §2 "signin/register, signin/register-complete"):
 * the schema-driven form and the "check your email" page after it.
 */
export default function RegistrationScreens(props: ScreenProps) {
  return props.route.name === 'registration-complete' ? (
    <RegistrationComplete {...props} />
  ) : (
    <Registration {...props} />
  );
}
