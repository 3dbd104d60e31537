import type { Transaction } from '@identity/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthApiError, AuthPollStopError } from '../errors/index.ts';
import { startTestServer, type Reply, type TestServer } from '../testing/test-server.ts';
import { createTransaction } from './auth-transaction.ts';
import type { TxEnv } from './tx-env.ts';

let server: TestServer;
let env: TxEnv;
let waits: number[];
const post = { hints: { allow: ['POST'] } };
const EXPIRES = '2099-01-01T00:00:00.000Z';

const challenge = (): Transaction => ({
  status: 'MFA_CHALLENGE',
  stateToken: 'st-push',
  expiresAt: EXPIRES,
  factorResult: 'WAITING',
  _embedded: { factor: { id: 'opf1', factorType: 'push', provider: 'OKTA' } },
  _links: {
    next: { name: 'poll', href: `${server.url}/api/v1/authn/factors/opf1/verify`, ...post },
    prev: { href: `${server.url}/api/v1/authn/previous`, ...post },
    cancel: { href: `${server.url}/api/v1/authn/cancel`, ...post },
  },
});
const waiting: Reply = {
  json: {
    ...{ status: 'MFA_CHALLENGE', stateToken: 'st-push', factorResult: 'WAITING', expiresAt: EXPIRES },
  },
};
const success: Reply = { json: { status: 'SUCCESS', sessionToken: 'sess-push', expiresAt: EXPIRES } };

/** Answers the given replies in order, then keeps answering the last. */
const sequence = (...replies: Reply[]) => {
  let i = 0;
  return () => replies[Math.min(i++, replies.length - 1)] as Reply;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  waits = [];
  env = {
    http: { url: server.url, userAgent: 'okta-auth-js-1.17.1' },
    pollDelay: 500,
    sleep: async (ms) => void waits.push(ms),
  };
});

describe('tx.poll (authn-protocol.md §1.5)', () => {
  it('posts {stateToken} to next(poll) while WAITING, pollDelay apart, options in the query', async () => {
    server.setHandler(sequence(waiting, waiting, success));
    const done = await createTransaction(env, challenge()).poll({ autoPush: true, rememberDevice: false });
    expect(done.status).toBe('SUCCESS');
    expect(done['sessionToken']).toBe('sess-push');
    expect(server.requests).toHaveLength(3);
    for (const req of server.requests) {
      expect(req.url).toBe('/api/v1/authn/factors/opf1/verify?autoPush=true&rememberDevice=false');
      expect(req.json).toEqual({ stateToken: 'st-push' });
    }
    expect(waits).toEqual([500, 500]);
  });

  it('uses an explicit delay in ms', async () => {
    server.setHandler(sequence(waiting, success));
    await createTransaction(env, challenge()).poll(4000);
    expect(waits).toEqual([4000]);
  });

  it('retries status 0 and 429 up to 5 times, waiting 1, 2, 4, 8, 16 s', async () => {
    const throttled: Reply = {
      status: 429,
      json: { errorCode: 'E0000047', errorSummary: 'API call exceeded rate limit due to too many requests.' },
    };
    server.setHandler(
      sequence({ destroy: true }, throttled, { destroy: true }, throttled, { destroy: true }, success),
    );
    const done = await createTransaction(env, challenge()).poll();
    expect(done.status).toBe('SUCCESS');
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(server.requests).toHaveLength(6);
  });

  it('gives up after the fifth retry with the last error', async () => {
    server.setHandler(() => ({ status: 429, json: { errorCode: 'E0000047', errorSummary: 'rate' } }));
    const err = await createTransaction(env, challenge())
      .poll()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthApiError);
    expect((err as AuthApiError).status).toBe(429);
    expect(server.requests).toHaveLength(6);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('resets the retry count after a good answer', async () => {
    server.setHandler(sequence({ destroy: true }, waiting, { destroy: true }, success));
    await createTransaction(env, challenge()).poll();
    expect(waits).toEqual([1000, 500, 1000]);
  });

  it('propagates other errors at once', async () => {
    server.setHandler(() => ({ status: 500, json: { errorCode: 'E0000009', errorSummary: 'boom' } }));
    const err = (await createTransaction(env, challenge())
      .poll()
      .catch((e: unknown) => e)) as AuthApiError;
    expect(err.errorSummary).toBe('Unknown error');
    expect(server.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('stops polling when another link is followed', async () => {
    const tx = createTransaction(env, challenge());
    let release: () => void = () => undefined;
    env.sleep = (ms) => {
      waits.push(ms);
      return new Promise<void>((resolve) => (release = resolve));
    };
    server.setHandler(() => waiting);
    const polling = tx.poll();
    await new Promise((r) => setTimeout(r, 50));
    server.setHandler(() => ({
      json: { status: 'MFA_REQUIRED', stateToken: 'st-push', expiresAt: EXPIRES },
    }));
    await (tx['prev'] as () => Promise<unknown>)();
    release();
    await expect(polling).rejects.toBeInstanceOf(AuthPollStopError);
  });

  it('stops at once when its signal aborts during the wait between polls, sending nothing more', async () => {
    server.setHandler(() => waiting);
    env.sleep = (ms) => {
      waits.push(ms);
      return new Promise<void>(() => undefined); // a wait that would never end by itself
    };
    const controller = new AbortController();
    const polling = createTransaction(env, challenge()).poll({ delay: 4000, signal: controller.signal });
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests).toHaveLength(1);
    controller.abort();
    await expect(polling).rejects.toBeInstanceOf(AuthPollStopError);
    expect(waits).toEqual([4000]);
    expect(server.requests).toHaveLength(1);
  });

  it('sends no request when its signal is already aborted', async () => {
    server.setHandler(() => waiting);
    const controller = new AbortController();
    controller.abort();
    const polling = createTransaction(env, challenge()).poll({ signal: controller.signal });
    await expect(polling).rejects.toBeInstanceOf(AuthPollStopError);
    expect(server.requests).toHaveLength(0);
  });

  it('aborts the request in flight when its signal aborts', async () => {
    let answer: () => void = () => undefined;
    server.setHandler(() => new Promise<Reply>((resolve) => (answer = () => resolve(success))));
    const controller = new AbortController();
    const polling = createTransaction(env, challenge()).poll({ signal: controller.signal });
    await new Promise((r) => setTimeout(r, 50));
    controller.abort();
    await expect(polling).rejects.toBeInstanceOf(AuthPollStopError);
    answer();
  });

  it('rejects when the transaction has no poll link', async () => {
    const tx = createTransaction(env, { status: 'MFA_REQUIRED', stateToken: 's' } as Transaction);
    await expect(tx.poll()).rejects.toThrow('No poll link found for this transaction');
  });
});
