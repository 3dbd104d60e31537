import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAuthApiError } from '../errors/index.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { webfinger } from './webfinger.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const http = () => ({ url: server.url, userAgent: 'okta-auth-js-1.17.1' });

describe('webfinger (spec §7 "Discovery")', () => {
  it('asks for the resource and request context with Accept application/jrd+json', async () => {
    const answer = {
      subject: 'okta:acct:anna@partner.it',
      links: [
        { rel: 'okta:idp', href: `${server.url}/sso/idps/0oa1`, properties: { 'okta:idp:type': 'OIDC' } },
      ],
    };
    server.setHandler(() => ({ json: answer, headers: { 'Content-Type': 'application/jrd+json' } }));
    const res = await webfinger(http(), {
      resource: 'okta:acct:anna@partner.it',
      requestContext: '/app?x=1',
    });
    expect(res).toEqual(answer);
    const req = server.requests.at(-1)!;
    const url = new URL(req.url, server.url);
    expect(url.pathname).toBe('/.well-known/webfinger');
    expect(url.searchParams.get('resource')).toBe('okta:acct:anna@partner.it');
    expect(url.searchParams.get('requestContext')).toBe('/app?x=1');
    expect(req.headers.accept).toBe('application/jrd+json');
  });

  it('rejects with the API error of a refused resource', async () => {
    server.setHandler(() => ({
      status: 400,
      json: { errorCode: 'E0000001', errorSummary: 'Api validation failed: resource', errorCauses: [] },
    }));
    const err = await webfinger(http(), { resource: 'bad' }).catch((e: unknown) => e);
    expect(isAuthApiError(err) && err.errorCode).toBe('E0000001');
  });
});
