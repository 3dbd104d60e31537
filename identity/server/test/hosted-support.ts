import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

// Shared set-up of the hosted sign-in page tests (test/hosted-*.test.ts).

/** A widget build directory with the Italian language bundle only (what the page's language choice looks at). */
export function fakeWidgetBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'widget-dist-'));
  mkdirSync(join(root, 'labels', 'json'), { recursive: true });
  writeFileSync(join(root, 'labels', 'json', 'login_it.json'), '{}');
  return root;
}

/** The settings of a hosted sign-in page (its `#sign-in-config` JSON data block). */
export interface PageSettings {
  baseUrl: string;
  language: string;
  brandName: string;
  logo?: string;
  brandColor?: string;
  username?: string;
  recoveryToken?: string;
  features?: Record<string, boolean>;
  unavailable: string;
  next: { action: string; fields: Array<[string, string]> };
}

/** Reads the settings of the hosted sign-in page in `res`; throws when `res` is not that page. */
export function pageSettings(res: LightMyRequestResponse): PageSettings {
  const json = /<script type="application\/json" id="sign-in-config">([^<]*)<\/script>/.exec(res.body)?.[1];
  if (!json) throw new Error(`not the sign-in page: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return JSON.parse(json) as PageSettings;
}

/** Does what the page's script does after sign-in: posts its continuation fields with the session token. */
export function continueSignIn(
  app: FastifyInstance,
  page: LightMyRequestResponse,
  sessionToken: string,
  extra: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const { next } = pageSettings(page);
  const form = new URLSearchParams([...next.fields, ['sessionToken', sessionToken]]);
  return app.inject({
    method: 'POST',
    url: next.action,
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra.headers },
    ...(extra.cookies ? { cookies: extra.cookies } : {}),
  });
}

/** The CSP directives of a response, by name. */
export function cspDirectives(res: LightMyRequestResponse): Record<string, string> {
  const csp = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0]!, d.split(' ').slice(1).join(' ')]),
  );
}
