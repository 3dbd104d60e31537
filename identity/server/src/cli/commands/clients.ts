import type { ApplicationShape } from '../../apps/apps.schema.ts';
import type { SignOnRuleShape } from '../../step-up/sign-on-rules.schema.ts';
import { UserInputError } from '../../users/users.service.ts';
import { parseCommand, UsageError } from '../args.ts';
import { clientOptions } from '../client-options.ts';
import { OperatorError } from '../operator.ts';
import { fields, table } from '../output.ts';
import { command } from './command.ts';
import { requireApp } from './lookup.ts';

/** An absolute http(s) URL without fragment (what a registered redirect URI must be). */
function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && !value.includes('#');
}

const typeOf = (app: ApplicationShape) =>
  app.credentials.oauthClient.token_endpoint_auth_method === 'none' ? 'public' : 'confidential';

/** `clients create`: registers an OIDC client; a confidential client's secret is printed once. */
const create = command({
  name: 'clients create',
  args:
    '--name NAME --redirect-uri URI [--redirect-uri URI …] [--post-logout-uri URI …] [--public]\n' +
    '                 [--client-id ID] [--response-types code,id_token,token]\n' +
    '                 [--grant-types authorization_code,implicit,refresh_token]\n' +
    '                 [--consent-required] [--logo-uri URL] [--client-uri URL]',
  summary: 'register an OIDC client (confidential unless --public; the secret is shown once)',
  parse(args) {
    const { values } = parseCommand(this.name, args, {
      name: { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
      'post-logout-uri': { type: 'string', multiple: true },
      public: { type: 'boolean', default: false },
      'client-id': { type: 'string' },
      'response-types': { type: 'string' },
      'grant-types': { type: 'string' },
      'consent-required': { type: 'boolean', default: false },
      'logo-uri': { type: 'string' },
      'client-uri': { type: 'string' },
    });
    if (!values.name || !values['redirect-uri']?.length) {
      throw new UsageError('clients create needs --name and --redirect-uri');
    }
    if (!values.name.trim()) throw new UserInputError('Client name must not be empty');
    const redirectUris = values['redirect-uri'];
    const postLogoutRedirectUris = values['post-logout-uri'] ?? [];
    const pageUris = [values['logo-uri'], values['client-uri']].filter((u): u is string => u !== undefined);
    for (const uri of [...redirectUris, ...postLogoutRedirectUris, ...pageUris]) {
      if (!isHttpUrl(uri)) {
        throw new UserInputError(`Invalid URI "${uri}": expected an absolute http(s) URL without fragment`);
      }
    }
    const options = clientOptions(values);
    return {
      name: values.name.trim(),
      type: values.public ? ('public' as const) : ('confidential' as const),
      redirectUris,
      postLogoutRedirectUris,
      clientId: options.clientId,
      // The defaults of a client registered without them: the authorization code flow with refresh tokens.
      responseTypes: options.responseTypes ?? ['code'],
      grantTypes: options.grantTypes ?? ['authorization_code', 'refresh_token'],
      showTypes: values['response-types'] !== undefined || values['grant-types'] !== undefined,
      // The consent screen: the user allows the requested scopes once (consent_method REQUIRED).
      ...(values['consent-required'] ? { consentRequired: true } : {}),
      ...(values['logo-uri'] ? { logoUri: values['logo-uri'] } : {}),
      ...(values['client-uri'] ? { clientUri: values['client-uri'] } : {}),
    };
  },
  async run(op, { showTypes, ...client }, out) {
    let app: ApplicationShape;
    try {
      app = await op.apps.register(client);
    } catch (err) {
      if (err instanceof OperatorError && err.concerns('client_id') && /already exists/.test(err.message)) {
        throw new UserInputError(`A client with id "${client.clientId}" already exists`);
      }
      throw err;
    }
    const { client_id: clientId, client_secret: secret } = app.credentials.oauthClient;
    const { response_types: responseTypes, grant_types: grantTypes } = app.settings.oauthClient;
    out.emit(app, () => [
      `Created ${typeOf(app)} client "${app.label}"`,
      `client_id: ${clientId}`,
      ...(showTypes
        ? [`response types: ${responseTypes.join(', ')}; grant types: ${grantTypes.join(', ')}`]
        : []),
      ...(secret ? [`client_secret: ${secret}  (shown once: store it now)`] : []),
    ]);
  },
});

const listClients = command({
  name: 'clients list',
  args: '',
  summary: 'list OIDC clients: client_id, type, status, name, redirect URIs',
  parse(args) {
    parseCommand(this.name, args, {});
    return null;
  },
  async run(op, _input, out) {
    const apps = await op.apps.list();
    const rows = apps.map((a) => [
      a.credentials.oauthClient.client_id,
      typeOf(a),
      a.status,
      a.label,
      a.settings.oauthClient.redirect_uris.join(' '),
    ]);
    out.emit(apps, () => (rows.length ? table(rows) : 'No clients.'));
  },
});

const get = command({
  name: 'clients get',
  args: 'CLIENT_ID',
  summary: 'show an OIDC client',
  parse(args) {
    return parseCommand(this.name, args, {}, { min: 1, max: 1, what: 'CLIENT_ID' }).positionals[0]!;
  },
  async run(op, ref, out) {
    const app = await requireApp(op, ref);
    const settings = app.settings.oauthClient;
    out.emit(app, () =>
      fields([
        ['client_id', app.credentials.oauthClient.client_id],
        ['name', app.label],
        ['type', `${typeOf(app)} (${settings.application_type})`],
        ['status', app.status],
        ['redirect URIs', settings.redirect_uris.join(' ')],
        ['post-logout URIs', settings.post_logout_redirect_uris.join(' ')],
        ['grant types', settings.grant_types.join(', ')],
        ['response types', settings.response_types.join(', ')],
        ['consent', settings.consent_method],
        ['logo', settings.logo_uri],
        ['client URI', settings.client_uri],
        ['application id', app.id],
        ['created', app.created],
      ]),
    );
  },
});

const remove = command({
  name: 'clients delete',
  args: 'CLIENT_ID',
  summary: 'delete an OIDC client (deactivating it first); its tokens are revoked',
  parse(args) {
    return parseCommand(this.name, args, {}, { min: 1, max: 1, what: 'CLIENT_ID' }).positionals[0]!;
  },
  async run(op, ref, out) {
    const app = await requireApp(op, ref);
    if (app.status === 'ACTIVE') await op.apps.deactivate(app.id);
    await op.apps.remove(app.id);
    const first = app.status === 'ACTIVE' ? ' (deactivated first)' : '';
    out.emit(
      {},
      () => `Deleted client ${app.credentials.oauthClient.client_id}${first}; its tokens are revoked`,
    );
  },
});

/**
 * `clients sign-on-rule`: shows the application's sign-on rule, or sets it (`--mfa-required`, optionally
 * `--factors LIST` of spec §3 factor types) or removes it (`--off`). While it is set, /oauth2/v1/authorize steps
 * up a session without such a second factor (issue 8 "Step-up").
 */
const signOnRule = command({
  name: 'clients sign-on-rule',
  args: 'CLIENT_ID [--mfa-required [--factors token:software:totp,webauthn,...] | --off]',
  summary: "show or set the client's sign-on rule: a second factor required to sign in to it (step-up)",
  parse(args) {
    const { values, positionals } = parseCommand(
      this.name,
      args,
      {
        'mfa-required': { type: 'boolean', default: false },
        factors: { type: 'string' },
        off: { type: 'boolean', default: false },
      },
      { min: 1, max: 1, what: 'CLIENT_ID' },
    );
    if (values['mfa-required'] && values.off) {
      throw new UsageError('clients sign-on-rule takes --mfa-required or --off, not both');
    }
    if (values.factors !== undefined && !values['mfa-required']) {
      throw new UsageError('clients sign-on-rule: --factors goes with --mfa-required');
    }
    const factorTypes = (values.factors ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter((f) => f !== '');
    const action = values.off ? 'off' : values['mfa-required'] ? 'set' : 'show';
    return { ref: positionals[0]!, action: action as 'off' | 'set' | 'show', factorTypes };
  },
  async run(op, { ref, action, factorTypes }, out) {
    const app = await requireApp(op, ref);
    const clientId = app.credentials.oauthClient.client_id;
    if (action === 'off') {
      const rule = await op.apps.signOnRule(app.id);
      if (rule) await op.apps.removeSignOnRule(app.id);
      out.emit({}, () => `Client ${clientId} needs no second factor${rule ? '' : ' (it had no rule)'}`);
      return;
    }
    const rule =
      action === 'set' ? await op.apps.setSignOnRule(app.id, factorTypes) : await op.apps.signOnRule(app.id);
    const types = (r: SignOnRuleShape) => (r.factorTypes.length ? r.factorTypes.join(', ') : 'any');
    out.emit(rule ?? {}, () =>
      rule
        ? fields([
            ['client_id', clientId],
            ['second factor', 'required'],
            ['factor types', types(rule)],
            ['updated', rule.lastUpdated],
          ])
        : `Client ${clientId} needs no second factor.`,
    );
  },
});

export const CLIENT_COMMANDS = [create, listClients, get, remove, signOnRule];
