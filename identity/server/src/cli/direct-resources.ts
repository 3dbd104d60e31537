import { apiTokenObject } from '../api-tokens/api-tokens.routes.ts';
import { applicationObject } from '../apps/app-object.ts';
import type { OidcApp } from '../apps/apps.service.ts';
import type { AuditParty } from '../audit/audit.repository.ts';
import { createClientsRepository } from '../clients/clients.repository.ts';
import { InputError, FIELD_TAKEN } from '../errors.ts';
import { filterParam } from '../lib/list-query.ts';
import { KEY_ROTATION_EVENT, keyRotationObject } from '../oidc/keys.routes.ts';
import { trustedOriginObject } from '../origins/origins.routes.ts';
import type { TrustedOrigin } from '../origins/origins.service.ts';
import type { Services } from '../services.ts';
import { allPages, CLI_CONTEXT, notFound } from './direct-users.ts';
import type { Operator } from './operator.ts';

const PAGE = 200;

/**
 * Trusted origins, applications, API tokens and signing keys of the operator over the services, recording the
 * same audit events as their routes (with the system as the actor) and answering the same presenters' objects.
 */
export function directResources(services: Services): Pick<Operator, 'origins' | 'apps' | 'tokens' | 'keys'> {
  const { origins, apps, clients, apiTokens, audit, keys, config, db, signOnRules } = services;
  const record = (type: string, targets: AuditParty[]) =>
    audit.record({ type, targets, actor: CLI_CONTEXT.actor });
  const origin = (o: TrustedOrigin) => trustedOriginObject(config.issuer, o);
  const originTarget = (o: TrustedOrigin) => [
    { id: o.id, type: 'TrustedOrigin', alternateId: o.origin, displayName: o.name },
  ];
  const appTarget = (a: OidcApp) => [
    { id: a.id, type: 'AppInstance', alternateId: a.clientId, displayName: a.label },
  ];
  const knownOrigin = async (id: string) => {
    const found = await origins.get(id);
    if (!found) throw notFound(id, 'TrustedOrigin');
    return found;
  };
  const knownApp = async (id: string) => {
    const found = await apps.get(id);
    if (!found) throw notFound(id, 'AppInstance');
    return found;
  };
  const list = <T>(page: (q: { limit: number; after?: string }) => Promise<{ items: T[]; next?: string }>) =>
    allPages((after) => page({ limit: PAGE, ...(after ? { after } : {}) }));
  const filtered = (filter?: string) => {
    const parsed = filterParam(filter);
    return parsed ? { filter: parsed } : {};
  };

  return {
    origins: {
      list: async ({ filter } = {}) =>
        (await list((q) => origins.list({ ...q, ...filtered(filter) }))).map(origin),
      create: async (input) => {
        const created = await origins.create(input);
        await record('trustedorigins.lifecycle.create', originTarget(created));
        return origin(created);
      },
      replace: async (id, input) => {
        await knownOrigin(id);
        const updated = (await origins.replace(id, input)) ?? (await knownOrigin(id));
        await record('trustedorigins.lifecycle.update', originTarget(updated));
        return origin(updated);
      },
      activate: async (id) => {
        const updated = (await origins.setStatus(id, 'ACTIVE')) ?? (await knownOrigin(id));
        await record('trustedorigins.lifecycle.activate', originTarget(updated));
        return origin(updated);
      },
      remove: async (id) => {
        const found = await knownOrigin(id);
        if (!(await origins.delete(found.id))) throw notFound(id, 'TrustedOrigin');
        await record('trustedorigins.lifecycle.delete', originTarget(found));
      },
    },
    apps: {
      // The CLI's registration (clients.service.ts): the rules it has always applied, shown as an application.
      register: async (client) => {
        if (client.clientId !== undefined && (await clients.exists(client.clientId))) {
          throw new InputError(FIELD_TAKEN, 'client_id');
        }
        const { client: created, clientSecret } = await clients.create(client);
        const row = await createClientsRepository(db).findByClientId(created.clientId);
        const app = await knownApp(row!.id);
        await record('application.lifecycle.create', appTarget(app));
        return applicationObject(config.issuer, app, clientSecret);
      },
      list: async ({ filter } = {}) =>
        (await list((q) => apps.list({ ...q, ...filtered(filter) }))).map((a) =>
          applicationObject(config.issuer, a),
        ),
      get: async (id) => {
        const found = await apps.get(id);
        return found ? applicationObject(config.issuer, found) : null;
      },
      deactivate: async (id) => {
        const updated = (await apps.setStatus(id, 'INACTIVE')) ?? (await knownApp(id));
        await record('application.lifecycle.deactivate', appTarget(updated));
      },
      remove: async (id) => {
        const found = await knownApp(id);
        if (!(await apps.delete(found.id))) throw notFound(id, 'AppInstance');
        await record('application.lifecycle.delete', appTarget(found));
      },
      signOnRule: async (id) => (await signOnRules.get((await knownApp(id)).id)) ?? null,
      setSignOnRule: async (id, factorTypes) => {
        const rule = await signOnRules.set(id, factorTypes, CLI_CONTEXT);
        if (!rule) throw notFound(id, 'AppInstance');
        return rule;
      },
      removeSignOnRule: async (id) => {
        const removed = await signOnRules.remove(id, CLI_CONTEXT);
        if (removed === null) throw notFound(id, 'AppInstance');
        if (!removed) throw notFound(`${id}/sign-on-rule`, 'AppSignOnRule');
      },
    },
    tokens: {
      create: async (name) => {
        const { token, record: created } = await apiTokens.create(name);
        const target = {
          id: created.id,
          type: 'ApiToken',
          alternateId: created.name,
          displayName: created.name,
        };
        await record('system.api_token.create', [target]);
        return { ...apiTokenObject(config.issuer, created), token };
      },
      list: async () => (await apiTokens.list()).map((t) => apiTokenObject(config.issuer, t)),
      revoke: async (id) => {
        if (!(await apiTokens.revoke(id))) throw notFound(`/api/v1/api-tokens/${id}`, 'DELETE');
        await record('system.api_token.revoke', [{ id, type: 'ApiToken' }]);
      },
    },
    keys: {
      rotate: async () => {
        const rotation = keyRotationObject(await keys.rotate());
        const details = { retiring: rotation.retiring.map((k) => k.kid) };
        await audit.record({
          type: KEY_ROTATION_EVENT,
          targets: [{ id: rotation.kid, type: 'SigningKey' }],
          details,
          actor: CLI_CONTEXT.actor,
        });
        return rotation;
      },
    },
  };
}
