import { describe, expect, it } from 'vitest';
import { InputError } from '../errors.ts';
import { resolveAppSettings, type AppSettingsInput } from './app-rules.ts';

const CB = ['https://app.example.com/callback'];

function refusal(input: AppSettingsInput): InputError {
  try {
    resolveAppSettings(input);
  } catch (err) {
    if (err instanceof InputError) return err;
    throw err;
  }
  throw new Error('accepted');
}

describe('resolveAppSettings (OIDC application rules)', () => {
  it('defaults a web application to a confidential code-flow client with consent TRUSTED', () => {
    expect(resolveAppSettings({ redirectUris: CB })).toEqual({
      applicationType: 'web',
      tokenEndpointAuthMethod: 'client_secret_basic',
      type: 'confidential',
      redirectUris: CB,
      postLogoutRedirectUris: [],
      grantTypes: ['authorization_code'],
      responseTypes: ['code'],
      consentRequired: false,
      initiateLoginUri: null,
      logoUri: null,
      clientUri: null,
    });
  });

  it('maps browser and native with none to public PKCE clients, web with a secret method to confidential', () => {
    expect(resolveAppSettings({ applicationType: 'browser', redirectUris: CB })).toMatchObject({
      type: 'public',
      tokenEndpointAuthMethod: 'none',
    });
    expect(
      resolveAppSettings({ applicationType: 'native', redirectUris: ['com.example.app:/callback'] }),
    ).toMatchObject({ type: 'public', redirectUris: ['com.example.app:/callback'] });
    expect(
      resolveAppSettings({
        applicationType: 'native',
        tokenEndpointAuthMethod: 'client_secret_post',
        redirectUris: CB,
      }),
    ).toMatchObject({ type: 'confidential' });
    expect(
      resolveAppSettings({
        tokenEndpointAuthMethod: 'client_secret_post',
        redirectUris: CB,
        consentMethod: 'REQUIRED',
      }),
    ).toMatchObject({
      type: 'confidential',
      tokenEndpointAuthMethod: 'client_secret_post',
      consentRequired: true,
    });
  });

  it('derives response types from grant types (implicit: id_token and token)', () => {
    expect(
      resolveAppSettings({
        applicationType: 'browser',
        grantTypes: ['authorization_code', 'implicit', 'refresh_token'],
        redirectUris: CB,
      }),
    ).toMatchObject({
      grantTypes: ['authorization_code', 'implicit', 'refresh_token'],
      responseTypes: ['code', 'id_token', 'token'],
    });
  });

  it.each<[AppSettingsInput, string, RegExp]>([
    [{ applicationType: 'desktop', redirectUris: CB }, 'application_type', /not one of web, native/],
    [
      { applicationType: 'browser', tokenEndpointAuthMethod: 'client_secret_basic', redirectUris: CB },
      'token_endpoint_auth_method',
      /browser application must use none/,
    ],
    [
      { tokenEndpointAuthMethod: 'none', redirectUris: CB },
      'token_endpoint_auth_method',
      /web application must authenticate/,
    ],
    [
      { tokenEndpointAuthMethod: 'private_key_jwt', redirectUris: CB },
      'token_endpoint_auth_method',
      /not supported by this identity provider/,
    ],
    [
      { tokenEndpointAuthMethod: 'magic', redirectUris: CB },
      'token_endpoint_auth_method',
      /not a valid value/,
    ],
    [
      { applicationType: 'browser', grantTypes: ['client_credentials'], redirectUris: CB },
      'grant_types',
      /not a valid grant type for a browser/,
    ],
    [
      { applicationType: 'service' },
      'grant_types',
      /'client_credentials' is not supported by this identity provider/,
    ],
    [
      { applicationType: 'native', grantTypes: ['authorization_code', 'password'], redirectUris: CB },
      'grant_types',
      /'password' is not supported/,
    ],
    [
      { grantTypes: ['implicit'], redirectUris: CB },
      'grant_types',
      /must have the authorization_code grant type/,
    ],
    [{ grantTypes: [], redirectUris: CB }, 'grant_types', /At least one grant type/],
    [
      { grantTypes: ['authorization_code'], responseTypes: ['code', 'token'], redirectUris: CB },
      'response_types',
      /go with the grant type 'implicit'/,
    ],
    [
      { grantTypes: ['authorization_code'], responseTypes: ['id_token'], redirectUris: CB },
      'response_types',
      /'code' and the grant type 'authorization_code'/,
    ],
    [
      { responseTypes: ['code', 'device'], redirectUris: CB },
      'response_types',
      /'device' is not a valid response type/,
    ],
    [{}, 'redirect_uris', /At least one redirect URI/],
    [{ redirectUris: ['/callback'] }, 'redirect_uris', /not an absolute URI/],
    [{ redirectUris: ['https://app.example.com/cb#frag'] }, 'redirect_uris', /must not have a fragment/],
    [{ redirectUris: ['com.example.app:/callback'] }, 'redirect_uris', /must use http or https/],
    [
      { applicationType: 'native', redirectUris: ['javascript:alert(1)'] },
      'redirect_uris',
      /must use http or https/,
    ],
    [
      { redirectUris: CB, postLogoutRedirectUris: ['https://x.example/#a'] },
      'post_logout_redirect_uris',
      /fragment/,
    ],
    [{ redirectUris: CB, consentMethod: 'ALWAYS' }, 'consent_method', /REQUIRED or TRUSTED/],
    [{ redirectUris: CB, initiateLoginUri: 'app://login' }, 'initiate_login_uri', /http or https/],
  ])('refuses %j on %s', (input, property, message) => {
    const err = refusal(input);
    expect(err.property).toBe(property);
    expect(err.message).toMatch(message);
  });
});
