import { hostedDocument } from '../hosted/sign-in-page.ts';
import { escapeHtml, type Page } from '../oidc/pages.ts';
import type { OutboxMessage } from './outbox.service.ts';

const CHANNEL: Record<OutboxMessage['channel'], string> = { sms: 'SMS', voice: 'Voice call', email: 'Email' };

function card(m: OutboxMessage): string {
  const subject = m.subject ? `<p><strong>${escapeHtml(m.subject)}</strong></p>` : '';
  return (
    `<article class="hosted-card" data-channel="${m.channel}">` +
    `<h2>${CHANNEL[m.channel]} to ${escapeHtml(m.to)}</h2>` +
    `<p><time datetime="${m.created.toISOString()}">${escapeHtml(m.created.toISOString())}</time></p>` +
    `${subject}<pre>${escapeHtml(m.text)}</pre></article>`
  );
}

/**
 * `GET /dev/outbox` for a browser: the stored messages, newest first, one card each (channel, recipient, time,
 * subject, body), with a form to keep only one recipient's. Static HTML under a CSP without any script (the
 * hosted pages' stylesheets only; the form submits to this page), never framed, never cached.
 */
export function outboxPage(messages: readonly OutboxMessage[], to?: string): Page {
  const filter =
    `<form method="get" action="/dev/outbox" class="hosted-card"><label for="to">Recipient</label> ` +
    `<input id="to" name="to" type="text" value="${escapeHtml(to ?? '')}" placeholder="+14155550123 or name@example.com">` +
    ` <button type="submit">Show</button> <a href="/dev/outbox">All</a></form>`;
  const list =
    messages.length > 0
      ? messages.map(card).join('')
      : `<p class="hosted-card">${to ? `No messages to ${escapeHtml(to)}.` : 'The outbox is empty.'}</p>`;
  const main =
    `<h1 class="hosted-brand">Outbox</h1>` +
    `<p>Messages the identity provider would have sent by SMS, voice call and email, newest first. ` +
    `A developer tool: served only on a localhost issuer (or with DEV_OUTBOX=true).</p>${filter}${list}`;
  return {
    html: hostedDocument('en', 'Outbox', main),
    csp: "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    frameable: false,
  };
}
