import { describe, expect, it } from 'vitest';
import {
  Client,
  OktaApiError,
  type LogEvent,
  type OpenIdConnectApplication,
  type TrustedOrigin,
} from '@okta/okta-sdk-nodejs';
import { build, seedUser } from './helper.ts';
import { all, freePort } from './okta-sdk-support.ts';

async function refusal(promise: Promise<unknown>): Promise<OktaApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof OktaApiError) return err;
    throw err;
  }
  throw new Error('the call succeeded');
}

describe('the official Okta SDK (@okta/okta-sdk-nodejs 8) against a listening IdP', () => {
  it('manages trusted origins, applications and factors, and reads the System Log', async (t) => {
    const port = await freePort();
    const orgUrl = `http://127.0.0.1:${port}`;
    const { app, services } = await build(t, { issuer: orgUrl });
    await app.listen({ port, host: '127.0.0.1' });
    const { token } = await services.apiTokens.create('okta sdk');
    // 8.x makes no https check of orgUrl (older majors needed `testing: { disableHttpsCheck: true }`).
    const okta = new Client({ orgUrl, token, cacheMiddleware: null });
    const started = new Date(Date.now() - 1000).toISOString();

    // Trusted origins: create three, page through them two at a time, replace, deactivate, delete.
    const scopes = [{ type: 'CORS' as const }, { type: 'REDIRECT' as const }];
    const created: TrustedOrigin[] = [];
    for (const n of [1, 2, 3]) {
      created.push(
        await okta.trustedOriginApi.createTrustedOrigin({
          trustedOrigin: { name: `Site ${n}`, origin: `https://s${n}.example`, scopes },
        }),
      );
    }
    expect(created[0]).toMatchObject({ name: 'Site 1', origin: 'https://s1.example', status: 'ACTIVE' });
    expect(created[0]!.created).toBeInstanceOf(Date);
    const listed = await all(await okta.trustedOriginApi.listTrustedOrigins({ limit: 2 }));
    expect(listed.map((o) => o.name).sort()).toEqual(['Site 1', 'Site 2', 'Site 3']);
    const id = created[0]!.id!;
    const replaced = await okta.trustedOriginApi.replaceTrustedOrigin({
      trustedOriginId: id,
      trustedOrigin: { ...created[0]!, name: 'Renamed', scopes: [{ type: 'CORS' }] },
    });
    expect(replaced).toMatchObject({ id, name: 'Renamed', scopes: [{ type: 'CORS' }] });
    expect((await okta.trustedOriginApi.deactivateTrustedOrigin({ trustedOriginId: id })).status).toBe(
      'INACTIVE',
    );
    expect(await services.origins.isTrusted('https://s1.example', 'cors')).toBe(false);
    await okta.trustedOriginApi.deleteTrustedOrigin({ trustedOriginId: id });
    const gone = await refusal(okta.trustedOriginApi.getTrustedOrigin({ trustedOriginId: id }));
    expect([gone.status, gone.errorCode]).toEqual([404, 'E0000007']);
    const invalid = await refusal(
      okta.trustedOriginApi.createTrustedOrigin({
        trustedOrigin: { name: 'x', origin: 'https://x.example/path', scopes },
      }),
    );
    expect([invalid.status, invalid.errorCode]).toEqual([400, 'E0000001']);

    // Applications: create a confidential web client, list, update, refuse deleting it active, deactivate, delete.
    const input: OpenIdConnectApplication = {
      name: 'oidc_client',
      label: 'Back office',
      signOnMode: 'OPENID_CONNECT',
      credentials: { oauthClient: { token_endpoint_auth_method: 'client_secret_basic' } },
      settings: {
        oauthClient: {
          application_type: 'web',
          redirect_uris: ['https://office.example/callback'],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
        },
      },
    };
    const oidc = (await okta.applicationApi.createApplication({
      application: input,
    })) as OpenIdConnectApplication;
    expect(oidc).toMatchObject({ label: 'Back office', status: 'ACTIVE', signOnMode: 'OPENID_CONNECT' });
    expect(oidc.credentials?.oauthClient?.client_secret).toBeTruthy();
    const appId = oidc.id!;
    const apps = await all(await okta.applicationApi.listApplications({ q: 'Back' }));
    expect(apps.map((a) => a.id)).toEqual([appId]);
    const fetched = (await okta.applicationApi.getApplication({ appId })) as OpenIdConnectApplication;
    const updated = (await okta.applicationApi.replaceApplication({
      appId,
      application: { ...fetched, label: 'Back office 2' } as OpenIdConnectApplication,
    })) as OpenIdConnectApplication;
    expect(updated.label).toBe('Back office 2');
    expect(updated.settings?.oauthClient?.grant_types).toEqual(['authorization_code', 'refresh_token']);
    const active = await refusal(okta.applicationApi.deleteApplication({ appId }));
    expect([active.status, active.errorCode]).toEqual([403, 'E0000056']);
    await okta.applicationApi.deactivateApplication({ appId });
    expect((await okta.applicationApi.getApplication({ appId })).status).toBe('INACTIVE');
    await okta.applicationApi.deleteApplication({ appId });
    expect((await refusal(okta.applicationApi.getApplication({ appId }))).status).toBe(404);

    // Factors of a user.
    const user = await seedUser(services, { login: 'sdk.user@example.com', password: 'Compliance!2026' });
    const factor = await services.factors.add({
      userId: user.id,
      factorType: 'sms',
      provider: 'OKTA',
      status: 'ACTIVE',
    });
    const factors = await all(await okta.userFactorApi.listFactors({ userId: user.id }));
    expect(factors.map((f) => [f.id, f.factorType, f.status])).toEqual([[factor.id, 'sms', 'ACTIVE']]);
    await okta.userFactorApi.unenrollFactor({ userId: user.id, factorId: factor.id });
    expect(await services.factors.listForUser(user.id)).toEqual([]);

    // The System Log (a bounded query, so the collection ends).
    const until = new Date(Date.now() + 60_000).toISOString();
    const events: LogEvent[] = await all(
      await okta.systemLogApi.listLogEvents({
        since: started,
        until,
        filter: `target.id eq "${appId}"`,
        limit: 2,
      }),
    );
    expect(events.map((e) => e.eventType)).toEqual([
      'application.lifecycle.create',
      'application.lifecycle.update',
      'application.lifecycle.deactivate',
      'application.lifecycle.delete',
    ]);
    expect(events[0]!.published).toBeInstanceOf(Date);
    expect(events[0]).toMatchObject({
      actor: { type: 'ApiToken', alternateId: 'okta sdk' },
      outcome: { result: 'SUCCESS' },
    });
    expect(events[0]!.client?.userAgent?.rawUserAgent).toContain('okta-sdk-nodejs/8.');
    const requests = await okta.systemLogApi.listLogEvents({
      filter: 'eventType eq "system.api.request"',
      until,
    });
    expect((await all(requests)).length).toBeGreaterThan(10);
  });
});
