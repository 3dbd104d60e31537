import type {
  ActivationTokenRequest,
  PrimaryAuthRequest,
  RecoveryRequest,
  Transaction,
} from '@identity/contracts';
import { AuthSdkError } from '../errors/index.ts';
import { httpRequest } from '../http/http-client.ts';
import { readStateToken } from '../http/state-token.ts';
import type { AuthTransaction, TransactionApi } from '../types.ts';
import { createTransaction } from './auth-transaction.ts';
import type { TxEnv } from './tx-env.ts';

const postAuthn = async (
  env: TxEnv,
  path: string,
  body: unknown,
  headers?: Record<string, string>,
): Promise<AuthTransaction> =>
  createTransaction(
    env,
    await httpRequest<Transaction>(env.http, {
      url: path,
      method: 'POST',
      body,
      saveAuthnState: true,
      ...(headers ? { headers } : {}),
    }),
  );

/** POST /api/v1/authn with credentials (Authn API "Primary authentication"); extra headers e.g. X-Device-Fingerprint. */
export const signIn = (
  env: TxEnv,
  credentials: PrimaryAuthRequest | ActivationTokenRequest,
  headers?: Record<string, string>,
): Promise<AuthTransaction> => postAuthn(env, '/api/v1/authn', credentials, headers);

/** POST /api/v1/authn/recovery/token {recoveryToken} (Authn API "Verify recovery token"). */
export const verifyRecoveryToken = (env: TxEnv, recoveryToken: string): Promise<AuthTransaction> =>
  postAuthn(env, '/api/v1/authn/recovery/token', { recoveryToken });

/**
 * POST /api/v1/authn/recovery/password {username, factorType, relayState} (Authn API "Forgot password"):
 * RECOVERY_CHALLENGE (EMAIL: no state token, the user follows the emailed link; SMS/CALL: verify the code).
 */
export const forgotPassword = (env: TxEnv, body: RecoveryRequest): Promise<AuthTransaction> =>
  postAuthn(env, '/api/v1/authn/recovery/password', body);

/** POST /api/v1/authn/recovery/unlock {username, factorType, relayState} (Authn API "Unlock account"). */
export const unlockAccount = (env: TxEnv, body: RecoveryRequest): Promise<AuthTransaction> =>
  postAuthn(env, '/api/v1/authn/recovery/unlock', body);

/** `tx.exists()` / `tx.resume()`: the state token lives in the `oktaStateToken` cookie. */
export function createTxApi(env: TxEnv): TransactionApi {
  return {
    exists: () => readStateToken() !== undefined,
    resume: async (args) => {
      const stateToken = args?.stateToken ?? readStateToken();
      if (!stateToken) throw new AuthSdkError('No transaction to resume');
      return postAuthn(env, '/api/v1/authn', { stateToken });
    },
  };
}
