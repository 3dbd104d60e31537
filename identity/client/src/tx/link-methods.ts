import type { Link, Links, Transaction } from '@identity/contracts';
import { AuthSdkError } from '../errors/index.ts';
import { httpRequest } from '../http/http-client.ts';
import type { AuthTransaction } from '../types.ts';
import { callableMethod, postToLink, prepareLinkCall, withQuery } from './follow-link.ts';
import { createPollFn } from './poll.ts';
import type { PollRef, TxEnv } from './tx-env.ts';

type Wrap = (res: Transaction) => AuthTransaction;
type LinkOwner = { _links?: Links; factorType?: unknown; provider?: unknown };
type LinkFn = (...args: never[]) => Promise<unknown>;

const ENROLL_STATUSES = new Set(['MFA_ENROLL', 'FACTOR_ENROLL']);

/**
 * Turns one link into a method (authn-protocol.md §2 "Link semantics"): GET links fetch raw JSON, POST links
 * post the body (state token added; factorType + provider added when enrolling a factor) and resolve with the
 * next transaction; an array of links becomes `fn(name, body)`. Links allowing several methods get none.
 */
export function linkToMethod(
  env: TxEnv,
  res: Transaction,
  owner: LinkOwner,
  link: Link | Link[],
  ref: PollRef,
  wrap: Wrap,
): LinkFn | undefined {
  if (Array.isArray(link)) {
    return (async (name?: string, body?: Record<string, unknown>) => {
      if (!name) throw new AuthSdkError('Must provide a link name');
      const item = link.find((candidate) => candidate.name === name);
      if (!item) throw new AuthSdkError('No link found for that name');
      const fn = linkToMethod(env, res, owner, item, ref, wrap);
      if (!fn) throw new AuthSdkError('No link found for that name');
      return (fn as (body?: Record<string, unknown>) => Promise<unknown>)(body);
    }) as LinkFn;
  }
  const method = link.hints?.allow?.length === 1 ? link.hints.allow[0] : undefined;
  if (method === 'GET') return (async () => httpRequest(env.http, { url: link.href })) as LinkFn;
  if (method !== 'POST') return undefined;
  return (async (body?: Record<string, unknown>) => {
    ref.isPolling = false;
    const { data, query } = prepareLinkCall(res, body);
    if (ENROLL_STATUSES.has(res.status)) {
      if (owner.factorType !== undefined) data['factorType'] = owner.factorType;
      if (owner.provider !== undefined) data['provider'] = owner.provider;
    }
    return wrap(await postToLink(env, withQuery(link.href, query), data));
  }) as LinkFn;
}

/** One method per link of `owner._links`; `next` is named after `next.name`, typed links are kept as data. */
export function linksToMethods(
  env: TxEnv,
  res: Transaction,
  owner: LinkOwner,
  ref: PollRef,
  wrap: Wrap,
): Record<string, unknown> {
  const methods: Record<string, unknown> = {};
  for (const [key, link] of Object.entries(owner._links ?? {})) {
    if (!link) continue;
    const name = key === 'next' && !Array.isArray(link) ? (link.name ?? key) : key;
    if (!Array.isArray(link) && link.type) {
      methods[name] = link;
      continue;
    }
    if (name === 'poll') {
      methods[name] = createPollFn(env, res, ref, wrap);
      continue;
    }
    const fn = linkToMethod(env, res, owner, link, ref, wrap);
    if (fn) methods[name] = fn;
  }
  return methods;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Lifts `_embedded` members onto the object (recursively) and replaces `_links` by methods, so that
 * `tx.factors[0].enroll()`, `tx.user.profile` and `tx.factor.activation` read as clients of this protocol expect.
 */
export function flattenEmbedded(
  env: TxEnv,
  res: Transaction,
  value: unknown,
  ref: PollRef,
  wrap: Wrap,
): unknown {
  if (Array.isArray(value)) return value.map((item) => flattenEmbedded(env, res, item, ref, wrap));
  if (!isObject(value)) return value;
  const { _embedded, _links, ...rest } = value;
  const flat: Record<string, unknown> = { ...rest };
  if (isObject(_embedded)) {
    for (const [key, member] of Object.entries(_embedded)) {
      flat[key] = isObject(member) ? flattenEmbedded(env, res, member, ref, wrap) : member;
    }
  }
  Object.assign(flat, linksToMethods(env, res, { ...value, _links: _links as Links | undefined }, ref, wrap));
  return flat;
}

/** The top-level link named `name` (`next` answers to its own name; `resend:sms` picks an array item). */
export function findLink(res: Transaction, name: string): Link | undefined {
  const [linkName, itemName] = name.split(':');
  for (const [key, link] of Object.entries(res._links ?? {})) {
    if (!link) continue;
    if (Array.isArray(link)) {
      if (key === linkName && itemName) return link.find((item) => item.name === itemName);
      if (key === linkName) return link.find((item) => callableMethod(item) !== undefined);
      continue;
    }
    const effective = key === 'next' ? (link.name ?? key) : key;
    if (effective === name) return link;
  }
  return undefined;
}
