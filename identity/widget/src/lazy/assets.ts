import { assetsBaseUrl, type WidgetSettings } from '../settings/settings.ts';
import { WIDGET_VERSION } from '../version.ts';

/** Where the widget's build is served: `assets.baseUrl` (default `{baseUrl}/widget/2.21.0`) and `assets.rewrite`. */
export interface AssetsLocation {
  /** No trailing slash. */
  baseUrl: string;
  /** Maps each asset URL (spec §3 "assets.rewrite"). */
  rewrite?: (url: string) => string;
}

/** The assets location of a widget's settings. */
export function assetsLocation(settings: WidgetSettings): AssetsLocation {
  return { baseUrl: assetsBaseUrl(settings, WIDGET_VERSION), rewrite: settings.assets?.rewrite };
}

/** URL of an asset of the build, e.g. `iife/chunks/placeholder-1a2b3c4d.js`, after `rewrite`. */
export function assetUrl(path: string, assets: AssetsLocation): string {
  const url = `${assets.baseUrl}/${path}`;
  return assets.rewrite ? assets.rewrite(url) : url;
}
