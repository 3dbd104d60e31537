import type { Config } from '../config.ts';
import { escapeHtml, scriptJson, type Page } from '../oidc/pages.ts';
import { WIDGET_ASSETS_VERSION } from '../widget-assets/widget-assets.routes.ts';
import { hostedLanguages, pickLanguage } from './languages.ts';
import { PAGE_TEXT, type PageLanguage } from './page-text.ts';

/** Paths of the hosted page's own script and style sheet (hosted.routes.ts serves them). */
export const HOSTED_ASSETS = {
  script: '/assets/hosted/sign-in-page.js',
  style: '/assets/hosted/sign-in-page.css',
} as const;

const WIDGET = `/widget/${WIDGET_ASSETS_VERSION}`;

/** Where the page posts the one-time session token once the user has signed in. */
export interface SignInContinuation {
  /** Same-origin path the form posts to (`/oauth2/v1/authorize`, `/login/default`). */
  action: string;
  /** Form fields posted with `sessionToken`, in order (the original authorize parameters, or `fromURI`). */
  fields: Array<[string, string]>;
  /** Origins the post may redirect to (CSP `form-action` also governs the redirect after a form post). */
  redirectOrigins: string[];
}

export interface SignInPageInput {
  acceptLanguage: string | undefined;
  next: SignInContinuation;
  /** Prefills the username (`login_hint`). */
  username?: string;
  /** The recovery token of an emailed link (`/signin/reset-password/{token}`, `/signin/user-unlock/{token}`). */
  recoveryToken?: string;
  /** Widget feature flags (the recovery policy's: selfServiceUnlock, emailRecovery, smsRecovery, callRecovery). */
  features?: Record<string, boolean>;
  /** A transaction the widget resumes (the CONSENT_REQUIRED of /oauth2/v1/authorize). */
  stateToken?: string;
  /**
   * The consent screen's "Don't allow" (widget setting `consent.cancel`): the page posts `fields` plus `field`
   * set to the cancelled state token to `next.action`.
   */
  consentRefusal?: { field: string; fields: Array<[string, string]> };
  /** Other images the page shows (the consent screen's client logo): their origins join CSP `img-src`. */
  images?: string[];
}

function originOf(url: string, base: string): string | null {
  return URL.canParse(url, base) ? new URL(url, base).origin : null;
}

/** The language of a hosted page for an `Accept-Language` header, among those the widget build supports. */
export function pageLanguage(config: Config, acceptLanguage: string | undefined): PageLanguage {
  return pickLanguage(acceptLanguage, hostedLanguages(config.widgetDist));
}

/** The `<head>` and body frame shared by the hosted pages (no inline script or style). */
export function hostedDocument(lang: PageLanguage, title: string, main: string, tail = ''): string {
  return (
    `<!DOCTYPE html>\n<html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<link rel="stylesheet" href="${WIDGET}/css/sign-in-widget.css">` +
    `<link rel="stylesheet" href="${HOSTED_ASSETS.style}"></head>` +
    `<body><main class="hosted-page">${main}</main>${tail}</body></html>\n`
  );
}

/**
 * The IdP's hosted sign-in page (design/ARCHITECTURE.md "Hosted sign-in"): our widget (IIFE build) in the
 * browser's language with the tenant's brand (config `brand`), under a strict Content-Security-Policy: scripts
 * and styles from the IdP only (no 'unsafe-inline', no 'unsafe-eval', no nonce), settings in a JSON data block,
 * XHR to the IdP only, form posts to the IdP (and the redirects that follow them to `next.redirectOrigins`), never
 * framed. After sign-in, sign-in-page.js posts the session token with `next.fields` to `next.action`.
 */
export function signInPage(config: Config, input: SignInPageInput): Page {
  const lang = pageLanguage(config, input.acceptLanguage);
  const text = PAGE_TEXT[lang];
  const { brand, issuer } = config;
  const settings = {
    baseUrl: issuer,
    language: lang,
    brandName: brand.name,
    ...(brand.logoUrl ? { logo: brand.logoUrl } : {}),
    ...(brand.primaryColor ? { brandColor: brand.primaryColor } : {}),
    ...(input.username ? { username: input.username } : {}),
    ...(input.recoveryToken ? { recoveryToken: input.recoveryToken } : {}),
    ...(input.features ? { features: input.features } : {}),
    ...(input.stateToken ? { stateToken: input.stateToken } : {}),
    ...(input.consentRefusal ? { consentRefusal: input.consentRefusal } : {}),
    unavailable: text.unavailable,
    next: { action: input.next.action, fields: input.next.fields },
  };
  const main =
    `<h1 class="hosted-brand">${escapeHtml(brand.name)}</h1><div id="sign-in-widget"></div>` +
    `<noscript><p class="hosted-note">${escapeHtml(text.noScript)}</p></noscript>`;
  const tail =
    `<script type="application/json" id="sign-in-config">${scriptJson(settings)}</script>` +
    `<script src="${WIDGET}/iife/sign-in-widget.min.js"></script>` +
    `<script src="${HOSTED_ASSETS.script}"></script>`;
  const issuerOrigin = new URL(issuer).origin;
  const logoOrigin = brand.logoUrl ? originOf(brand.logoUrl, issuer) : null;
  const unique = (list: Array<string | null>) =>
    [...new Set(list.filter((o): o is string => o !== null && o !== issuerOrigin))].join(' ');
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' ${unique([logoOrigin, ...(input.images ?? []).map((u) => originOf(u, issuer))])}`.trim(),
    // The widget calls the Authn API and loads its language bundle at `baseUrl`, the issuer.
    `connect-src 'self' ${issuerOrigin}`,
    `form-action 'self' ${unique(input.next.redirectOrigins)}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
  return {
    html: hostedDocument(lang, `${text.signInTitle} · ${brand.name}`, main, tail),
    csp,
    frameable: false,
    // With no-referrer a browser sends `Origin: null` on the page's own form post; same-origin keeps the real
    // origin there (checked by POST /login/default) and still sends nothing to other sites.
    referrerPolicy: 'same-origin',
  };
}

/** The page `/login/default` shows to a signed-in user with nowhere to go (no script at all). */
export function signedInPage(config: Config, acceptLanguage: string | undefined, login: string): Page {
  const lang = pageLanguage(config, acceptLanguage);
  const text = PAGE_TEXT[lang];
  const main =
    `<h1 class="hosted-brand">${escapeHtml(config.brand.name)}</h1>` +
    `<section class="hosted-card" aria-labelledby="signed-in-title"><h2 id="signed-in-title">${escapeHtml(text.signedInTitle)}</h2>` +
    `<p>${escapeHtml(text.signedInAs.replace('{login}', login))}</p><p>${escapeHtml(text.closeWindow)}</p></section>`;
  return {
    html: hostedDocument(lang, `${text.signedInTitle} · ${config.brand.name}`, main),
    csp: "default-src 'none'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    frameable: false,
  };
}
