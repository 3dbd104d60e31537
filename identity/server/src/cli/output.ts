/** Where a command's result goes: JSON for scripts (`--json`), lines for people otherwise. */
export interface Output {
  readonly json: boolean;
  /**
   * Prints `value` (the API object(s), as the management API answers them) as one JSON document with `--json`,
   * else the lines `human` returns (called only then, so it may do without what JSON does not need).
   */
  emit(value: unknown, human: () => string | string[]): void;
}

/** An Output writing to `out`, one call per line. */
export function createOutput(out: (line: string) => void, json: boolean): Output {
  return {
    json,
    emit(value, human) {
      if (json) return out(JSON.stringify(value, null, 2));
      const lines = human();
      for (const line of Array.isArray(lines) ? lines : [lines]) out(line);
    },
  };
}

/**
 * Rows as an aligned table for people: each column padded to its widest cell, two spaces apart, the last one
 * unpadded (lines carry no trailing blanks). No header row: each command's help names its columns.
 */
export function table(rows: string[][]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
}

/** `name  value` lines, names aligned (one object for people). Empty values show as `-`. */
export function fields(pairs: Array<[string, string | null | undefined]>): string[] {
  return table(pairs.map(([name, value]) => [`${name}:`, value || '-']));
}
