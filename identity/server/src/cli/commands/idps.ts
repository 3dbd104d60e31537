import { list, parseCommand, UsageError } from '../args.ts';
import { table } from '../output.ts';
import { UserInputError } from '../../users/users.service.ts';
import type { IdpInput } from '../../idps/idp-input.ts';
import type { RuleInput } from '../../idps/discovery.service.ts';
import { command } from './command.ts';

/** `on` / `off` of a switch option as Okta's AUTO / DISABLED; undefined when absent. */
function autoOrDisabled(name: string, raw: string | undefined): 'AUTO' | 'DISABLED' | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'on' || raw === 'off') return raw === 'on' ? 'AUTO' : 'DISABLED';
  throw new UserInputError(`--${name} must be on or off, not "${raw}"`);
}

/**
 * `idps create`: adds an identity provider. A generic OIDC provider needs `--issuer` and its endpoints (or
 * `--discover` style defaults: `{issuer}/oauth2/v1/authorize|token|keys|userinfo` when the issuer is one of ours);
 * the social types (GOOGLE, FACEBOOK, LINKEDIN, MICROSOFT) take their published endpoints. The client secret is sent
 * once and never printed.
 */
const create = command({
  name: 'idps create',
  args: `--type OIDC|GOOGLE|FACEBOOK|LINKEDIN|MICROSOFT --name NAME --client-id ID [--client-secret SECRET]
    [--issuer URL] [--authorize-url URL] [--token-url URL] [--jwks-url URL] [--userinfo-url URL] [--scopes a,b]
    [--jit on|off] [--link-by-email on|off] [--groups GROUP_ID,...]`,
  summary: 'add an external identity provider (client secret stored encrypted, never shown)',
  parse(args) {
    const { values: v } = parseCommand(this.name, args, {
      type: { type: 'string' },
      name: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      issuer: { type: 'string' },
      'authorize-url': { type: 'string' },
      'token-url': { type: 'string' },
      'jwks-url': { type: 'string' },
      'userinfo-url': { type: 'string' },
      scopes: { type: 'string' },
      jit: { type: 'string' },
      'link-by-email': { type: 'string' },
      groups: { type: 'string' },
    });
    if (!v.type || !v.name || !v['client-id']) {
      throw new UsageError('idps create needs --type, --name and --client-id');
    }
    const base = v.issuer?.replace(/\/$/, '');
    const ours = (path: string) => (base && v.type === 'OIDC' ? `${base}/oauth2/v1/${path}` : undefined);
    const url = (given: string | undefined, fallback: string | undefined) => {
      const value = given ?? fallback;
      return value ? { url: value } : undefined;
    };
    const endpoints = Object.fromEntries(
      Object.entries({
        authorization: url(v['authorize-url'], ours('authorize')),
        token: url(v['token-url'], ours('token')),
        jwks: url(v['jwks-url'], ours('keys')),
        userInfo: url(v['userinfo-url'], ours('userinfo')),
      }).filter(([, e]) => e !== undefined),
    );
    const groups = list(v.groups);
    const body: IdpInput = {
      type: v.type.toUpperCase(),
      name: v.name,
      protocol: {
        endpoints,
        ...(v.scopes ? { scopes: list(v.scopes) } : {}),
        ...(v.issuer ? { issuer: { url: v.issuer } } : {}),
        credentials: {
          client: {
            client_id: v['client-id'],
            ...(v['client-secret'] !== undefined
              ? { client_secret: v['client-secret'] }
              : { token_endpoint_auth_method: 'none' }),
          },
        },
      },
      policy: {
        provisioning: {
          action: autoOrDisabled('jit', v.jit) ?? 'AUTO',
          groups: groups.length > 0 ? { action: 'ASSIGN', assignments: groups } : { action: 'NONE' },
        },
        accountLink: { action: autoOrDisabled('link-by-email', v['link-by-email']) ?? 'AUTO' },
      },
    };
    return body;
  },
  async run(op, body, out) {
    const idp = await op.idps.create(body);
    out.emit(idp, () => `Created identity provider ${idp.id} ${idp.type} "${idp.name}"`);
  },
});

const listIdps = command({
  name: 'idps list',
  args: '',
  summary: 'list identity providers: id, type, status, name',
  parse(args) {
    parseCommand(this.name, args, {});
    return null;
  },
  async run(op, _input, out) {
    const idps = await op.idps.list();
    const rows = idps.map((i) => [i.id, i.type, i.status, i.name]);
    out.emit(idps, () => (rows.length ? table(rows) : 'No identity providers.'));
  },
});

/** `idps activate|deactivate|delete ID`. */
function lifecycle(action: 'activate' | 'deactivate' | 'delete') {
  return command({
    name: `idps ${action}`,
    args: 'IDP_ID',
    summary: `${action} an identity provider${action === 'delete' ? ' (not while a discovery rule uses it)' : ''}`,
    parse(args) {
      return parseCommand(this.name, args, {}, { min: 1, max: 1, what: 'IDP_ID' }).positionals[0]!;
    },
    async run(op, id, out) {
      if (action === 'delete') {
        await op.idps.remove(id);
        return out.emit({ id, deleted: true }, () => `Deleted identity provider ${id}`);
      }
      const idp = await op.idps.setStatus(id, action === 'activate' ? 'ACTIVE' : 'INACTIVE');
      out.emit(idp, () => `Identity provider ${idp.id} is ${idp.status}`);
    },
  });
}

const MATCHES = {
  suffix: 'SUFFIX',
  equals: 'EQUALS',
  prefix: 'STARTS_WITH',
  contains: 'CONTAINS',
  regex: 'EXPRESSION',
};

/**
 * `policies idp-discovery [list | add ... | delete RULE_ID]`: the IdP discovery rules (Okta IDP_DISCOVERY policy):
 * list them by priority; add one routing identifiers that match (`--suffix example.com`, `--equals`, `--prefix`,
 * `--contains`, `--regex`; several allowed) to `--idp IDP_ID` or to our own directory (`--idp OKTA`), at
 * `--priority N` (default: last before the default rule); delete one.
 */
const discovery = command({
  name: 'policies idp-discovery',
  args: `[list | add --name NAME --idp IDP_ID|OKTA [--suffix DOMAIN] [--equals X] [--prefix X] [--contains X]
    [--regex RE] [--priority N] | delete RULE_ID]`,
  summary: 'list, add or delete IdP discovery rules: priority, id, status, patterns, provider',
  parse(args) {
    const [action = 'list', ...rest] = args[0]?.startsWith('--') ? ['list', ...args] : args;
    if (action === 'list') {
      parseCommand(this.name, rest, {});
      return { action } as const;
    }
    if (action === 'delete') {
      const id = parseCommand(this.name, rest, {}, { min: 1, max: 1, what: 'RULE_ID' }).positionals[0]!;
      return { action, id } as const;
    }
    if (action !== 'add')
      throw new UsageError(`policies idp-discovery takes list, add or delete, not "${action}"`);
    const multi = { type: 'string', multiple: true } as const;
    const { values: v } = parseCommand(this.name, rest, {
      name: { type: 'string' },
      idp: { type: 'string' },
      priority: { type: 'string' },
      suffix: multi,
      equals: multi,
      prefix: multi,
      contains: multi,
      regex: multi,
    });
    if (!v.name || !v.idp) throw new UsageError('policies idp-discovery add needs --name and --idp');
    if (v.priority !== undefined && !/^\d{1,4}$/.test(v.priority)) {
      throw new UserInputError(`--priority must be a whole number, not "${v.priority}"`);
    }
    const patterns = (Object.keys(MATCHES) as Array<keyof typeof MATCHES>).flatMap((k) =>
      (v[k] ?? []).map((value) => ({ matchType: MATCHES[k], value })),
    );
    return { action, idp: v.idp, rule: { name: v.name, priority: v.priority, patterns } } as const;
  },
  async run(op, input, out) {
    if (input.action === 'delete') {
      await op.idps.removeRule(input.id);
      return out.emit({ id: input.id, deleted: true }, () => `Deleted IdP discovery rule ${input.id}`);
    }
    if (input.action === 'add') {
      const provider =
        input.idp.toUpperCase() === 'OKTA'
          ? { type: 'OKTA' }
          : { type: (await op.idps.list()).find((i) => i.id === input.idp)?.type ?? 'OIDC', id: input.idp };
      const body: RuleInput = {
        type: 'IDP_DISCOVERY',
        name: input.rule.name,
        ...(input.rule.priority !== undefined ? { priority: Number(input.rule.priority) } : {}),
        conditions: { userIdentifier: { type: 'IDENTIFIER', patterns: input.rule.patterns } },
        actions: { idp: { providers: [provider] } },
      };
      const rule = await op.idps.addRule(body);
      return out.emit(
        rule,
        () => `Added IdP discovery rule ${rule.id} "${rule.name}" at priority ${rule.priority}`,
      );
    }
    const rules = await op.idps.rules();
    const rows = rules.map((r) => [
      String(r.priority),
      r.id,
      r.status,
      r.conditions?.userIdentifier.patterns.map((p) => `${p.matchType} ${p.value}`).join(', ') ||
        'any identifier',
      r.actions.idp.providers.map((p) => ('id' in p ? `${p.type} ${p.id}` : p.type)).join(', '),
      r.name,
    ]);
    out.emit(rules, () => table(rows));
  },
});

export const IDP_COMMANDS = [
  listIdps,
  create,
  lifecycle('activate'),
  lifecycle('deactivate'),
  lifecycle('delete'),
  discovery,
];
