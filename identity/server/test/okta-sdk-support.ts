import { createServer, type AddressInfo } from 'node:net';
import { Client } from '@okta/okta-sdk-nodejs';
import { build, type Cleanup } from './helper.ts';

// Shared set-up of the tests that drive the IdP with the official Okta SDK (test/*okta-sdk.test.ts).

/** A free port on the loopback interface (the IdP's issuer must name it before the IdP listens). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Every item of an SDK collection, following its `Link: rel="next"` pages. */
export async function all<T>(collection: AsyncIterable<T | null>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of collection) if (item) out.push(item);
  return out;
}

/**
 * A listening IdP on a free port (its issuer is that URL) and an SDK client with a new API token. 8.x makes no
 * https check of orgUrl (older majors needed `testing: { disableHttpsCheck: true }`); no response cache, so
 * every call reaches the server.
 */
export async function sdkClient(t: Cleanup) {
  const port = await freePort();
  const orgUrl = `http://127.0.0.1:${port}`;
  const idp = await build(t, { issuer: orgUrl });
  await idp.app.listen({ port, host: '127.0.0.1' });
  const { token } = await idp.services.apiTokens.create('okta sdk');
  return { ...idp, orgUrl, client: new Client({ orgUrl, token, cacheMiddleware: null }) };
}
