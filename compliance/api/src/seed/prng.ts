/** A seeded pseudo-random source: the same seed gives the same sequence on every machine. */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** `digits` decimal digits as a string (leading zeros kept). */
  digits(digits: number): string;
}

/**
 * Mulberry32 (a 32-bit generator with a full period of 2^32): small, fast and good enough for demo data; never
 * for secrets (those come from node:crypto).
 */
export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    digits: (n) => Array.from({ length: n }, () => String(int(0, 9))).join(''),
  };
}
