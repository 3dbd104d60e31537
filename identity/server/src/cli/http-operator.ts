import type { ApiTokenShape } from '../api-tokens/api-tokens.schema.ts';
import type { ApplicationShape } from '../apps/apps.schema.ts';
import type { ConsentGrant } from '../consent/consent.schema.ts';
import type { SignOnRuleShape } from '../step-up/sign-on-rules.schema.ts';
import type { UserFactorShape } from '../factors/factors.schema.ts';
import type { GroupShape } from '../groups/groups.schema.ts';
import type { KeyRotationShape } from '../oidc/keys.schema.ts';
import type { TrustedOriginShape } from '../origins/origins.schema.ts';
import type { MfaPolicyShape } from '../policies/policies.schema.ts';
import type { PasswordPolicyShape } from '../policies/password-policies.schema.ts';
import type { RecoveryPolicyShape } from '../recovery/recovery-policy.schema.ts';
import type { IdpObject } from '../idps/idp-object.ts';
import type { RuleObject } from '../idps/rule-object.ts';
import { DISCOVERY_POLICY_ID } from '../idps/discovery.service.ts';
import type { RegistrationPolicyShape } from '../registration/registration-policy.schema.ts';
import type { OutboxMessageShape } from '../outbox/outbox.schema.ts';
import type { UserShape } from '../users/users.schema.ts';
import type { ApiClient } from './api-client.ts';
import type { Operator } from './operator.ts';

const enc = encodeURIComponent;
const user = (id: string) => `/api/v1/users/${enc(id)}`;
const lifecycle = (id: string, op: string) => `${user(id)}/lifecycle/${op}`;

/**
 * The operator over the management API of a running identity provider (see api-client.ts for transport and
 * errors). Every method is one documented endpoint, except that lists follow every page.
 */
export function createHttpOperator(api: ApiClient): Operator {
  return {
    users: {
      // namesOptional (ours): the CLI's `users create` has never required first and last names.
      create: ({ profile, password }) =>
        api.call<UserShape>('POST', '/api/v1/users', {
          query: { activate: true, namesOptional: true },
          body: { profile, credentials: { password: { value: password } } },
        }),
      list: (query = {}) => api.all<UserShape>('/api/v1/users', { limit: 200, filter: query.filter }),
      find: (idOrLogin) => api.find<UserShape>(user(idOrLogin)),
      update: (id, { profile, password }) =>
        api.call<UserShape>('POST', user(id), {
          body: {
            ...(profile ? { profile } : {}),
            ...(password !== undefined ? { credentials: { password: { value: password } } } : {}),
          },
        }),
      remove: (id) => api.call<void>('DELETE', user(id)),
      deactivate: (id) => api.call<void>('POST', lifecycle(id, 'deactivate')),
      resetPassword: (id, opts) => api.call('POST', lifecycle(id, 'reset_password'), { query: opts }),
      expirePassword: (id) => api.call<UserShape>('POST', lifecycle(id, 'expire_password')),
      unlock: async (id) => {
        await api.call('POST', lifecycle(id, 'unlock'));
        return { failedAttempts: null }; // the API does not show the counter
      },
      groups: (id) => api.all<GroupShape>(`${user(id)}/groups`),
      factors: (id) => api.call<UserFactorShape[]>('GET', `${user(id)}/factors`),
      resetFactors: (id) => api.call<void>('POST', lifecycle(id, 'reset_factors')),
      grants: (id) => api.call<ConsentGrant[]>('GET', `${user(id)}/grants`),
      revokeGrants: (id, clientId) =>
        api.call<void>(
          'DELETE',
          clientId ? `${user(id)}/clients/${enc(clientId)}/grants` : `${user(id)}/grants`,
        ),
    },
    groups: {
      list: (query = {}) => api.all<GroupShape>('/api/v1/groups', { q: query.q }),
      create: (profile) => api.call<GroupShape>('POST', '/api/v1/groups', { body: { profile } }),
      members: (id) => api.all<UserShape>(`/api/v1/groups/${enc(id)}/users`),
      addUser: (groupId, userId) =>
        api.call<void>('PUT', `/api/v1/groups/${enc(groupId)}/users/${enc(userId)}`),
      removeUser: (groupId, userId) =>
        api.call<void>('DELETE', `/api/v1/groups/${enc(groupId)}/users/${enc(userId)}`),
    },
    origins: {
      list: (query = {}) =>
        api.all<TrustedOriginShape>('/api/v1/trustedOrigins', { limit: 200, filter: query.filter }),
      create: (input) =>
        api.call<TrustedOriginShape>('POST', '/api/v1/trustedOrigins', { body: originBody(input) }),
      replace: (id, input) =>
        api.call<TrustedOriginShape>('PUT', `/api/v1/trustedOrigins/${enc(id)}`, { body: originBody(input) }),
      activate: (id) =>
        api.call<TrustedOriginShape>('POST', `/api/v1/trustedOrigins/${enc(id)}/lifecycle/activate`),
      remove: (id) => api.call<void>('DELETE', `/api/v1/trustedOrigins/${enc(id)}`),
    },
    apps: {
      register: (client) =>
        api.call<ApplicationShape>('POST', '/api/v1/apps', {
          body: {
            name: 'oidc_client',
            label: client.name,
            signOnMode: 'OPENID_CONNECT',
            credentials: {
              oauthClient: {
                ...(client.clientId !== undefined ? { client_id: client.clientId } : {}),
                token_endpoint_auth_method: client.type === 'public' ? 'none' : 'client_secret_basic',
              },
            },
            settings: {
              oauthClient: {
                application_type: client.type === 'public' ? 'browser' : 'web',
                redirect_uris: client.redirectUris,
                post_logout_redirect_uris: client.postLogoutRedirectUris ?? [],
                grant_types: client.grantTypes,
                response_types: client.responseTypes,
                ...(client.consentRequired ? { consent_method: 'REQUIRED' } : {}),
                ...(client.logoUri ? { logo_uri: client.logoUri } : {}),
                ...(client.clientUri ? { client_uri: client.clientUri } : {}),
              },
            },
          },
        }),
      list: (query = {}) => api.all<ApplicationShape>('/api/v1/apps', { limit: 200, filter: query.filter }),
      get: (id) => api.find<ApplicationShape>(`/api/v1/apps/${enc(id)}`),
      deactivate: (id) => api.call<void>('POST', `/api/v1/apps/${enc(id)}/lifecycle/deactivate`),
      remove: (id) => api.call<void>('DELETE', `/api/v1/apps/${enc(id)}`),
      signOnRule: (id) => api.find<SignOnRuleShape>(`/api/v1/apps/${enc(id)}/sign-on-rule`),
      setSignOnRule: (id, factorTypes) =>
        api.call<SignOnRuleShape>('PUT', `/api/v1/apps/${enc(id)}/sign-on-rule`, { body: { factorTypes } }),
      removeSignOnRule: (id) => api.call<void>('DELETE', `/api/v1/apps/${enc(id)}/sign-on-rule`),
    },
    tokens: {
      create: (name) => api.call('POST', '/api/v1/api-tokens', { body: { name } }),
      list: () => api.all<ApiTokenShape>('/api/v1/api-tokens'),
      revoke: (id) => api.call<void>('DELETE', `/api/v1/api-tokens/${enc(id)}`),
    },
    keys: {
      rotate: () => api.call<KeyRotationShape>('POST', '/api/v1/keys/rotate'),
    },
    policies: {
      list: () => api.call<MfaPolicyShape[]>('GET', '/api/v1/mfa-policies'),
      setMfa: (groupId, body) =>
        api.call<MfaPolicyShape>('PUT', `/api/v1/mfa-policies/${enc(groupId)}`, { body }),
      listPassword: () => api.call<PasswordPolicyShape[]>('GET', '/api/v1/password-policies'),
      setPassword: (groupId, body) =>
        api.call<PasswordPolicyShape>('PUT', `/api/v1/password-policies/${enc(groupId)}`, { body }),
      getRecovery: () => api.call<RecoveryPolicyShape>('GET', '/api/v1/recovery-policy'),
      setRecovery: (body) => api.call<RecoveryPolicyShape>('PUT', '/api/v1/recovery-policy', { body }),
      getRegistration: () => api.call<RegistrationPolicyShape>('GET', '/api/v1/registration-policy'),
      setRegistration: (body) =>
        api.call<RegistrationPolicyShape>('PUT', '/api/v1/registration-policy', { body }),
    },
    idps: {
      list: () => api.call<IdpObject[]>('GET', '/api/v1/idps'),
      create: (body) => api.call<IdpObject>('POST', '/api/v1/idps', { body }),
      setStatus: (id, status) =>
        api.call<IdpObject>(
          'POST',
          `/api/v1/idps/${enc(id)}/lifecycle/${status === 'ACTIVE' ? 'activate' : 'deactivate'}`,
        ),
      remove: (id) => api.call<void>('DELETE', `/api/v1/idps/${enc(id)}`),
      rules: () => api.call<RuleObject[]>('GET', `/api/v1/policies/${DISCOVERY_POLICY_ID}/rules`),
      addRule: (body) =>
        api.call<RuleObject>('POST', `/api/v1/policies/${DISCOVERY_POLICY_ID}/rules`, { body }),
      removeRule: (id) =>
        api.call<void>('DELETE', `/api/v1/policies/${DISCOVERY_POLICY_ID}/rules/${enc(id)}`),
    },
    outbox: {
      list: (query = {}) => api.call<OutboxMessageShape[]>('GET', '/api/v1/outbox', { query }),
    },
  };
}

function originBody(input: { name: string; origin: string; scopes: string[] }) {
  return { name: input.name, origin: input.origin, scopes: input.scopes.map((type) => ({ type })) };
}
