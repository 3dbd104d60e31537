import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { pageLinks, pageOf, pageRequest } from './pagination.ts';

describe('pagination', () => {
  it('reads limit and after, with a default and a clamp', () => {
    expect(pageRequest({}, { defaults: 200, max: 200 })).toEqual({ limit: 200 });
    expect(pageRequest({ limit: '5', after: '00u1' }, { defaults: 200, max: 200 })).toEqual({
      limit: 5,
      after: '00u1',
    });
    expect(pageRequest({ limit: '1000' }, { defaults: 200, max: 200 })).toEqual({ limit: 200 });
  });

  it('refuses a limit that is not a positive integer', () => {
    for (const limit of ['0', '-1', '2.5', 'ten']) {
      expect(() => pageRequest({ limit }, { defaults: 10, max: 10 })).toThrow(ApiError);
    }
  });

  it('splits the extra row off as the next cursor', () => {
    expect(pageOf([1, 2, 3], 2, String)).toEqual({ items: [1, 2], next: '2' });
    expect(pageOf([1, 2], 2, String)).toEqual({ items: [1, 2] });
  });

  it('links self and next with the same query', () => {
    const links = pageLinks('https://idp.example', '/api/v1/users?q=ro&after=a', 2, 'b');
    expect(links).toEqual([
      '<https://idp.example/api/v1/users?q=ro&after=a>; rel="self"',
      '<https://idp.example/api/v1/users?q=ro&after=b&limit=2>; rel="next"',
    ]);
    expect(pageLinks('https://idp.example', '/api/v1/users', 2, undefined)).toHaveLength(1);
  });
});
