import type { Transaction } from '@identity/contracts';
import { AuthSdkError } from '../errors/index.ts';
import type { AuthTransaction } from '../types.ts';
import { callableMethod, postToLink, prepareLinkCall, withQuery } from './follow-link.ts';
import { findLink, flattenEmbedded } from './link-methods.ts';
import type { TxEnv } from './tx-env.ts';

/**
 * Wraps an Authn response in an {@link AuthTransaction} (authn-protocol.md §2 "Link semantics"): `data` is the
 * raw body; `_embedded` members are lifted; every callable link becomes a method. Without `res` (local cancel)
 * the transaction is empty. A RECOVERY_CHALLENGE without links gets a local `cancel()`.
 */
export function createTransaction(env: TxEnv, res?: Transaction): AuthTransaction {
  const data = res ?? ({} as Transaction);
  const ref = { isPolling: false };
  const wrap = (next: Transaction): AuthTransaction => createTransaction(env, next);
  const tx: Record<string, unknown> = res
    ? { ...(flattenEmbedded(env, data, data, ref, wrap) as object) }
    : {};
  delete tx['stateToken'];

  const hasLinks = Object.keys(data._links ?? {}).length > 0;
  if (typeof tx['cancel'] !== 'function') {
    tx['cancel'] = async (): Promise<AuthTransaction> => {
      if (!hasLinks || !data.stateToken) return createTransaction(env);
      const answer = await postToLink(env, `${env.http.url}/api/v1/authn/cancel`, {
        stateToken: data.stateToken,
      });
      return wrap(answer);
    };
  }
  if (typeof tx['poll'] !== 'function') {
    tx['poll'] = async (): Promise<AuthTransaction> => {
      throw new AuthSdkError('No poll link found for this transaction');
    };
  }
  tx['data'] = data;
  tx['status'] = data.status;
  tx['has'] = (linkName: string): boolean => {
    const link = findLink(data, linkName);
    return link !== undefined && callableMethod(link) !== undefined;
  };
  tx['call'] = async (linkName: string, body?: Record<string, unknown>, query?: Record<string, string>) => {
    const link = findLink(data, linkName);
    if (!link || callableMethod(link) !== 'POST')
      throw new AuthSdkError(`No callable link named ${linkName}`);
    ref.isPolling = false;
    const prepared = prepareLinkCall(data, body);
    return wrap(await postToLink(env, withQuery(link.href, { ...prepared.query, ...query }), prepared.data));
  };
  return tx as AuthTransaction;
}
