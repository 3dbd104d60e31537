import { describe, expect, it } from 'vitest';
import * as sdk from '../index.ts';
import {
  AuthApiError,
  AuthSdkError,
  isAuthApiError,
  isAuthPollStopError,
  isAuthSdkError,
  isOAuthError,
  OAuthError,
  AuthPollStopError,
} from './index.ts';

describe('error classes', () => {
  it('AuthApiError carries the error object and the xhr', () => {
    const err = new AuthApiError(
      {
        errorCode: 'E0000001',
        errorSummary: 'Api validation failed: username',
        errorLink: 'E0000001',
        errorId: 'oae9',
        errorCauses: [{ errorSummary: 'username: required' }],
      },
      { status: 400, responseText: '{}' },
    );
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('AuthApiError');
    expect(err.message).toBe('Api validation failed: username');
    expect(err.errorCauses).toEqual([{ errorSummary: 'username: required' }]);
    expect(err.status).toBe(400);
  });

  it('AuthSdkError is INTERNAL with the message as summary', () => {
    const err = new AuthSdkError('No transaction to resume');
    expect(err).toMatchObject({
      name: 'AuthSdkError',
      errorCode: 'INTERNAL',
      errorSummary: 'No transaction to resume',
      errorCauses: [],
    });
  });

  it('OAuthError maps error / error_description', () => {
    const err = new OAuthError('access_denied', 'User is not assigned to the client application.');
    expect(err).toMatchObject({
      name: 'OAuthError',
      errorCode: 'access_denied',
      errorSummary: 'User is not assigned to the client application.',
    });
    expect(err.message).toBe('User is not assigned to the client application.');
  });

  it('guards narrow by class or by name (another bundle copy)', () => {
    expect(isAuthApiError(new AuthApiError({}, { status: 0, responseText: '' }))).toBe(true);
    expect(isAuthApiError({ name: 'AuthApiError' })).toBe(true);
    expect(isAuthApiError(new AuthSdkError('x'))).toBe(false);
    expect(isAuthSdkError(new AuthSdkError('x'))).toBe(true);
    expect(isOAuthError(new OAuthError('a', 'b'))).toBe(true);
    expect(isOAuthError(null)).toBe(false);
    expect(isAuthPollStopError(new AuthPollStopError())).toBe(true);
  });
});

describe('public entry', () => {
  it('exports the client, the errors and SDK_VERSION 1.17.1', () => {
    expect(sdk.SDK_VERSION).toBe('1.17.1');
    expect(sdk.DEFAULT_USER_AGENT).toBe('okta-auth-js-1.17.1');
    expect(typeof sdk.AuthClient).toBe('function');
    expect(sdk.AuthApiError).toBe(AuthApiError);
    const client = new sdk.AuthClient({ url: 'http://localhost:8080', tokenManager: { autoRenew: false } });
    expect(typeof client.tx.resume).toBe('function');
    expect(typeof client.session.get).toBe('function');
    expect(typeof client.token.exchange).toBe('function');
    expect(typeof client.tokenManager.add).toBe('function');
  });
});
