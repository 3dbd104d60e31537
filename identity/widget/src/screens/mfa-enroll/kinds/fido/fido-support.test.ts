import { describe, expect, it } from 'vitest';
import { u2fErrorKey } from './fido-support.ts';

describe('u2fErrorKey (spec §8 "U2F error keys by code")', () => {
  it.each([
    [1, 'u2f.error.other'],
    [2, 'u2f.error.badRequest'],
    [3, 'u2f.error.badRequest'],
    [4, 'u2f.error.unsupported'],
    [5, 'u2f.error.timeout'],
    [undefined, 'u2f.error.other'],
  ])('%s → %s', (code, key) => {
    expect(u2fErrorKey(code)).toBe(key);
  });
});
