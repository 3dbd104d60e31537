import type { Config } from '../config.ts';
import { escapeHtml, type Page } from '../oidc/pages.ts';
import { LOGIN_DEFAULT } from './hosted.routes.ts';
import { pageLanguage } from './sign-in-page.ts';
import { HOSTED_TEXTS, type PageLanguage } from './texts/index.ts';
import type { NoticeText } from './texts/hosted-text.ts';

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** What a notice page says: which title and body of {@link NoticeText}, the technical code, an own body. */
export interface Notice {
  kind: 'federation' | 'link';
  /** The technical code shown under the message (an OAuth error code, an Okta `E0000…`). */
  code: string;
  /** A body to show instead of the language's generic one (only English reasons exist). */
  body?: string;
}

/** The language and texts of a notice page for an `Accept-Language` header (as the hosted sign-in page picks). */
export function noticeLanguage(
  config: Config,
  acceptLanguage: string | undefined,
): { lang: PageLanguage; text: NoticeText; back: string } {
  const lang = pageLanguage(config, acceptLanguage);
  return { lang, text: HOSTED_TEXTS[lang].notice, back: HOSTED_TEXTS[lang].help.back };
}

/**
 * A page the IdP shows a person instead of a JSON error when a browser lands on something that cannot go on (a
 * refused federated sign-in, an emailed link expired or used): in the page language of the hosted sign-in page
 * (Accept-Language among the hosted languages, English otherwise), a heading, the message announced
 * (`role=alert`), the technical code, and a link back to the hosted sign-in (`/login/default`). Never framed.
 */
export function noticePage(config: Config, acceptLanguage: string | undefined, notice: Notice): Page {
  const { lang, text, back } = noticeLanguage(config, acceptLanguage);
  const title = notice.kind === 'federation' ? text.federationTitle : text.linkTitle;
  const body = notice.body ?? (notice.kind === 'federation' ? text.federationBody : text.linkBody);
  const html =
    `<!DOCTYPE html>\n<html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
    '<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:36rem;padding:0 1rem;color:#1d1d21}' +
    'a{color:#0b5cad}</style></head><body><main>' +
    `<h1>${escapeHtml(title)}</h1>` +
    `<p role="alert">${escapeHtml(body)}</p>` +
    `<p>${escapeHtml(text.errorCode)}: <code>${escapeHtml(notice.code)}</code></p>` +
    `<p><a href="${LOGIN_DEFAULT}">${escapeHtml(back)}</a></p>` +
    '</main></body></html>\n';
  return { html, csp: CSP, frameable: false };
}
