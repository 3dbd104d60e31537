/** Median, 90th percentile and mean of `samples` (same unit as the samples). */
export function summarise(samples: number[]): { median: number; p90: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p90: at(0.9), mean: sorted.reduce((a, b) => a + b, 0) / sorted.length };
}

/** `n` formatted with `digits` decimals, right-aligned to `width`. */
export function fmt(n: number, digits = 2, width = 8): string {
  return n.toFixed(digits).padStart(width);
}
