/** The result table of `npm run bench:idp`: Markdown, readable as plain text and pasted as is into docs. */
import type { LoadResult } from './load.ts';

/** A reference row's name and its requests/s. */
export interface Reference {
  name: string;
  rps: number;
}

export interface Row {
  name: string;
  backend: string;
  result: LoadResult;
  /** 1-minute load average when the measured run started (the machine is shared). */
  load: number;
  /** The reference measured just before this row, when this row is compared to one. */
  reference?: Reference;
  /** Smallest acceptable ratio to the reference, when there is a target. */
  target?: number;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

function cells(row: Row): string[] {
  const { result: r, reference, target } = row;
  const ratio = reference ? r.rps / reference.rps : undefined;
  const verdict = ratio === undefined || target === undefined ? '' : ratio >= target ? ' met' : ' NOT met';
  return [
    row.name,
    row.backend,
    fmt(r.rps),
    fmt(r.p50, 1),
    fmt(r.p99, 1),
    r.cpuUs === undefined ? '' : fmt(r.cpuUs),
    r.non2xx + r.errors === 0 ? '0' : `${r.non2xx} non-2xx, ${r.errors} errors`,
    fmt(row.load, 2),
    ratio === undefined ? 'reference' : `${fmt(ratio, 3)} x ${reference!.name} above`,
    target === undefined ? '' : `>= ${target}${verdict}`,
  ];
}

/** The rows as a Markdown table with aligned columns. */
export function table(rows: Row[]): string {
  const head = [
    'Measured',
    'DB',
    'req/s',
    'p50 ms',
    'p99 ms',
    'CPU µs/req',
    'failures',
    'load 1m',
    'ratio',
    'target',
  ];
  const body = rows.map(cells);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
