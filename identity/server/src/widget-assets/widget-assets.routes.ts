import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';

/** Version segment of the asset path; the widget's default `assets.baseUrl` is `{baseUrl}/widget/2.21.0`. */
export const WIDGET_ASSETS_VERSION = '2.21.0';

/**
 * Serves the sign-in widget's build (scripts, CSS, language bundles under `labels/json` and `labels/jsonp`) at
 * `GET /widget/2.21.0/*`, as the vendor's CDN does for widget 2.21.0 (spec/sign-in-widget.md §7 "Other": bundles
 * load from `assets.baseUrl`). Trusted origins get CORS through the app-wide CORS hook. When the build is missing
 * (the widget was not built) the paths answer the usual 404 E0000007 and a warning is logged once.
 */
export async function widgetAssetsRoutes(
  app: FastifyInstance,
  { widgetDist: root }: { widgetDist: string },
): Promise<void> {
  if (!existsSync(root)) {
    app.log.warn({ root }, 'widget build not found: /widget/%s/ is not served', WIDGET_ASSETS_VERSION);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: `/widget/${WIDGET_ASSETS_VERSION}/`,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Folders are never listed: a path ending in '/' is a plain 404.
    allowedPath: (pathName) => !pathName.endsWith('/'),
    maxAge: '1h',
  });
}
