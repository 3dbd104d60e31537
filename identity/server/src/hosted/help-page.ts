import type { Config } from '../config.ts';
import { escapeHtml, type Page } from '../oidc/pages.ts';
import { HELP_TEXT } from './help-text.ts';
import { hostedDocument, pageLanguage } from './sign-in-page.ts';

/** Path of the sign-in help page: the widget's default help link is `{baseUrl}/help/login` (as Okta's). */
export const HELP_LOGIN = '/help/login';

/**
 * The sign-in help page (`GET /help/login`) in the browser's language, with the tenant's brand name: what the
 * username is, and what to do about a forgotten password, a locked account or a rate-limit refusal. Static HTML
 * under a CSP without script; the link back goes to the hosted sign-in page.
 */
export function helpPage(config: Config, acceptLanguage: string | undefined, signIn: string): Page {
  const lang = pageLanguage(config, acceptLanguage);
  const text = HELP_TEXT[lang];
  const sections = text.sections
    .map((s) => `<h3>${escapeHtml(s.heading)}</h3><p>${escapeHtml(s.body)}</p>`)
    .join('');
  const main =
    `<h1 class="hosted-brand">${escapeHtml(config.brand.name)}</h1>` +
    `<section class="hosted-card" aria-labelledby="help-title"><h2 id="help-title">${escapeHtml(text.title)}</h2>` +
    `<p>${escapeHtml(text.intro)}</p>${sections}` +
    `<p><a href="${escapeHtml(signIn)}">${escapeHtml(text.back)}</a></p></section>`;
  return {
    html: hostedDocument(lang, `${text.title} · ${config.brand.name}`, main),
    csp: "default-src 'none'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    frameable: false,
  };
}
