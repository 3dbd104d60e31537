import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from './etag.ts';

describe('ifNoneMatchHits (RFC 9110 §13.1.2)', () => {
  const etag = '"abc"';

  it('matches the same tag, a weak form of it, one tag of a list, and *', () => {
    expect(ifNoneMatchHits('"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"x", "abc" ,"y"', etag)).toBe(true);
    expect(ifNoneMatchHits(' * ', etag)).toBe(true);
  });

  it('does not match an absent, empty, other, unquoted or partial tag', () => {
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
    expect(ifNoneMatchHits('', etag)).toBe(false);
    expect(ifNoneMatchHits('"abd"', etag)).toBe(false);
    expect(ifNoneMatchHits('abc', etag)).toBe(false);
    expect(ifNoneMatchHits('"ab"', etag)).toBe(false);
    expect(ifNoneMatchHits('"x", *', etag)).toBe(false);
  });
});
