import { installChunkRuntime } from './lazy/chunk-loader.ts';
import { SHARED_MODULES } from './lazy/shared-modules.ts';
import { SignInWidget } from './widget.ts';

// IIFE entry: the bundle's return value becomes the global `SignInWidget`; `OktaSignIn` is the 2.21.0 alias.
// Screens beyond primary sign-in are separate scripts (dist/iife/chunks/) that find React, the SDK and the UI
// kit through the chunk runtime installed here.
installChunkRuntime(SHARED_MODULES);
(globalThis as Record<string, unknown>).OktaSignIn = SignInWidget;
export default SignInWidget;
