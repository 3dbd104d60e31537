import { describe, expect, it } from 'vitest';
import { ApiError, ERRORS } from '../src/errors.ts';
import { build } from './helper.ts';

describe('error registry and handler', () => {
  it('answers an unknown path with 404 E0000007', async (t) => {
    const { app } = await build(t);
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      errorCode: 'E0000007',
      errorSummary: 'Not found: Resource not found: /api/v1/nothing-here (GET)',
      errorLink: 'E0000007',
      errorCauses: [],
    });
  });

  it('answers a wrong method on a known path with 405 E0000022 and Allow', async (t) => {
    const { app } = await build(t);
    const res = await app.inject({ method: 'GET', url: '/api/v1/authn' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json().errorCode).toBe('E0000022');
    const put = await app.inject({ method: 'PUT', url: '/api/v1/sessions/me' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toContain('DELETE');
  });

  it('hides 5xx details: 500 E0000009 with a generic summary', async (t) => {
    const { app } = await build(t);
    app.get('/boom', async () => {
      throw new Error('secret database detail');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      errorCode: 'E0000009',
      errorSummary: 'Internal Server Error',
      errorCauses: [],
    });
    expect(res.body).not.toContain('secret');
  });

  it('fills summary templates and keeps one code per registry key', () => {
    const err = new ApiError('validation', { params: { '0': 'username' } });
    expect(err.statusCode).toBe(400);
    expect(err.toBody().errorSummary).toBe('Api validation failed: username');
    expect(ERRORS.invalidToken).toEqual({ code: 'E0000011', status: 401, summary: 'Invalid token provided' });
    expect(ERRORS.rateLimited.status).toBe(429);
  });
});
