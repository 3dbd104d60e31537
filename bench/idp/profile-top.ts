/**
 * Reads a V8 CPU profile (`node --cpu-prof`, e.g. written by `BENCH_CPU_PROF_DIR=... npm run bench:idp`) and
 * prints where the time went: the top functions by self time, and the top by inclusive ("total") time, each as a
 * share of the samples. The first `skip` seconds (start-up, fixtures) can be left out.
 * Usage: `npx tsx bench/idp/profile-top.ts <file.cpuprofile> [rows=30] [skip=0]`.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg, skipArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [rows]');
const limit = Number(rowsArg ?? 30);
const skipUs = Number(skipArg ?? 0) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const label = (n: Node) => {
  const { functionName, url, lineNumber } = n.callFrame;
  const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(identity|bench)\//, '$1/');
  return `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim();
};

const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
let elapsed = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  elapsed += dt;
  if (elapsed < skipUs) return;
  all += dt;
  const node = byId.get(id)!;
  self.set(label(node), (self.get(label(node)) ?? 0) + dt);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(byId.get(cur)!);
    if (seen.has(l)) continue;
    seen.add(l);
    total.set(l, (total.get(l) ?? 0) + dt);
  }
});
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title} (of ${(all / 1e6).toFixed(1)} s sampled)`);
  for (const [name, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`${((100 * t) / all).toFixed(1).padStart(5)} %  ${name}`);
  }
};
print('Self time', self);
print('Total time (function and its callees)', total);
