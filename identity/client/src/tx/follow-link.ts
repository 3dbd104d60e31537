import type { Link, Transaction } from '@identity/contracts';
import { httpRequest } from '../http/http-client.ts';
import type { TxEnv } from './tx-env.ts';

/** A link is callable only when `hints.allow` holds exactly one method and it has no `type` (authn-protocol.md §2). */
export const callableMethod = (link: Link): string | undefined =>
  !link.type && link.hints?.allow?.length === 1 ? link.hints.allow[0] : undefined;

/** Appends `params` to `href` as a query string (booleans as `true`/`false`). */
export function withQuery(href: string, params: Record<string, string | boolean>): string {
  const entries = Object.entries(params);
  if (entries.length === 0) return href;
  const query = entries
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return href + (href.includes('?') ? '&' : '?') + query;
}

/**
 * Splits a link body the way clients of this protocol do: `autoPush` and `rememberDevice` move to the query
 * string (a function value is called), `profile.updatePhone: true` becomes `?updatePhone=true`, and the
 * transaction's state token is added when the body has none.
 */
export function prepareLinkCall(
  res: Transaction,
  body: Record<string, unknown> | undefined,
): { data: Record<string, unknown>; query: Record<string, string | boolean> } {
  const data: Record<string, unknown> = { ...body };
  if (!data['stateToken'] && res.stateToken) data['stateToken'] = res.stateToken;
  const query: Record<string, string | boolean> = {};
  for (const key of ['autoPush', 'rememberDevice'] as const) {
    if (!(key in data)) continue;
    let value = data[key];
    if (typeof value === 'function') value = (value as () => unknown)();
    if (value !== undefined && value !== null) query[key] = Boolean(value);
    delete data[key];
  }
  const profile = data['profile'];
  if (profile && typeof profile === 'object' && 'updatePhone' in profile) {
    const { updatePhone, ...rest } = profile as Record<string, unknown>;
    if (updatePhone) query['updatePhone'] = true;
    data['profile'] = rest;
  }
  return { data, query };
}

/** POSTs a prepared body to a transaction link (the state token cookie follows the answer). */
export const postToLink = (env: TxEnv, href: string, data: Record<string, unknown>): Promise<Transaction> =>
  httpRequest<Transaction>(env.http, { url: href, method: 'POST', body: data, saveAuthnState: true });
