import { UserInputError } from '../users/users.service.ts';

/** Response types a client may be registered for (OIDC Core §3; combinations are checked at /authorize). */
export const CLIENT_RESPONSE_TYPES = ['code', 'id_token', 'token'] as const;
/** Grant types a client may be registered for (RFC 6749 §4.1, §4.2, §6). */
export const CLIENT_GRANT_TYPES = ['authorization_code', 'implicit', 'refresh_token'] as const;

/** Client ids: what Okta accepts for a custom client id, and nothing that needs escaping in URLs. */
const CLIENT_ID = /^[A-Za-z0-9._~-]{1,100}$/;

function parseList<T extends string>(raw: string, known: readonly T[], option: string): T[] {
  const items = raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (items.length === 0) throw new UserInputError(`${option} needs at least one value`);
  const unknown = items.filter((v) => !(known as readonly string[]).includes(v));
  if (unknown.length > 0) {
    throw new UserInputError(
      `${option}: unknown value${unknown.length > 1 ? 's' : ''} ${unknown.map((v) => `"${v}"`).join(', ')} ` +
        `(expected ${known.join(', ')})`,
    );
  }
  return known.filter((v) => items.includes(v));
}

/**
 * Turns `clients create` options into the client's id, response types and grant types. Without either list the
 * result is undefined (the service defaults: code + authorization_code, refresh_token). A missing list is derived
 * from the other: code ⇄ authorization_code (+ refresh_token), id_token/token ⇄ implicit.
 * @throws UserInputError for an unknown value, a malformed client id, or inconsistent lists (id_token/token need
 *   the implicit grant, code needs authorization_code, refresh_token needs authorization_code).
 */
export function clientOptions(values: {
  'client-id'?: string | undefined;
  'response-types'?: string | undefined;
  'grant-types'?: string | undefined;
}): { clientId?: string; responseTypes?: string[]; grantTypes?: string[] } {
  const result: { clientId?: string; responseTypes?: string[]; grantTypes?: string[] } = {};
  const clientId = values['client-id'];
  if (clientId !== undefined) {
    if (!CLIENT_ID.test(clientId)) {
      throw new UserInputError(
        `--client-id "${clientId}" is invalid: use 1-100 letters, digits, '.', '_', '~' or '-'`,
      );
    }
    result.clientId = clientId;
  }
  const rawResponse = values['response-types'];
  const rawGrant = values['grant-types'];
  if (rawResponse === undefined && rawGrant === undefined) return result;

  let responseTypes =
    rawResponse !== undefined ? parseList(rawResponse, CLIENT_RESPONSE_TYPES, '--response-types') : undefined;
  let grantTypes =
    rawGrant !== undefined ? parseList(rawGrant, CLIENT_GRANT_TYPES, '--grant-types') : undefined;
  if (!grantTypes) {
    const r = responseTypes!;
    grantTypes = CLIENT_GRANT_TYPES.filter((g) =>
      g === 'implicit' ? r.includes('id_token') || r.includes('token') : r.includes('code'),
    );
  }
  if (!responseTypes) {
    const g = grantTypes;
    responseTypes = CLIENT_RESPONSE_TYPES.filter((t) =>
      t === 'code' ? g.includes('authorization_code') : g.includes('implicit'),
    );
  }
  const implicitTypes = responseTypes.filter((t) => t !== 'code');
  if (implicitTypes.length > 0 && !grantTypes.includes('implicit')) {
    throw new UserInputError(
      `Response type${implicitTypes.length > 1 ? 's' : ''} ${implicitTypes.join(', ')} ` +
        `need${implicitTypes.length > 1 ? '' : 's'} the implicit grant type`,
    );
  }
  if (responseTypes.includes('code') && !grantTypes.includes('authorization_code')) {
    throw new UserInputError('Response type code needs the authorization_code grant type');
  }
  if (grantTypes.includes('refresh_token') && !grantTypes.includes('authorization_code')) {
    throw new UserInputError('Grant type refresh_token needs the authorization_code grant type');
  }
  if (responseTypes.length === 0) {
    throw new UserInputError('Grant type refresh_token alone allows no response type');
  }
  return { ...result, responseTypes, grantTypes };
}
