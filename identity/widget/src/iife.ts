import { SignInWidget } from './widget.ts';

// IIFE entry: the bundle's return value becomes the global `SignInWidget`; `OktaSignIn` is the 2.21.0 alias.
(globalThis as Record<string, unknown>).OktaSignIn = SignInWidget;
export default SignInWidget;
