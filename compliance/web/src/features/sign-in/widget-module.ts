// Loaded on demand by the login route, so the widget and its stylesheet stay out of the other screens' bundle.
import '@identity/widget/css';

export { SignInWidget } from '@identity/widget';
