import { assetsLocation, type AssetsLocation } from '../lazy/assets.ts';
import { LAZY_CHUNKS, type SuccessChunk } from '../lazy/lazy-chunks.ts';
import type { WidgetSettings } from '../settings/settings.ts';

/**
 * Loads the success handling (shell/success.ts: the host's success data, OAuth tokens after sign-in, the redirects
 * they offer) from its lazy chunk, at the widget's assets location: it runs once, after SUCCESS, so primary sign-in
 * does not carry it. Rejects when the chunk cannot be loaded. Screens' chunks share this module with the main
 * bundle (lazy/shared-modules.ts), so they do not bundle the chunk table.
 */
export const loadSuccess = (settings: WidgetSettings): Promise<SuccessChunk> =>
  (LAZY_CHUNKS.success as (a: AssetsLocation) => Promise<SuccessChunk>)(assetsLocation(settings));
