/**
 * The widget's shared UI, the one import path screens use for it (`../../ui/index.ts`). In the IIFE build the
 * main bundle hands this module to lazily loaded screen chunks (lazy/shared-modules.ts), so a chunk must not
 * import the files below directly: the build stops with an error if one does. UI used only by lazy screens
 * (one-call-step.tsx) stays out of this index, so that the primary sign-in bundle does not carry it.
 */
export * from './form/index.ts';
export { TextField, type TextFieldProps } from './text-field.tsx';
export { ErrorBanner } from './error-banner.tsx';
export { AlertIcon, EyeIcon } from './icons.tsx';
export { PasswordJammer } from './password-jammer.tsx';
