import { describe, expect, it } from 'vitest';
import { MAX_SLIDE_GRANULARITY_MS, slideGranularityMs } from './sessions.service.ts';

describe('slideGranularityMs', () => {
  it('is 1 % of the idle lifetime, at most one minute', () => {
    expect(slideGranularityMs(400)).toBe(4);
    expect(slideGranularityMs(10_000)).toBe(100);
    expect(slideGranularityMs(60 * 60_000)).toBe(36_000);
    expect(slideGranularityMs(120 * 60_000)).toBe(MAX_SLIDE_GRANULARITY_MS);
    expect(MAX_SLIDE_GRANULARITY_MS).toBe(60_000);
  });
});
