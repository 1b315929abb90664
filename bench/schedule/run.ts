import { execSync } from 'node:child_process';
import { checkPlan } from '../../realtime-server/src/features/jadwal/auto/check-plan';
import { generateInstance, type InstanceSize } from '../../realtime-server/src/features/jadwal/auto/generate-instance';
import { runSolver } from '../../realtime-server/src/features/jadwal/auto/run-solver';

// npx tsx bench/schedule/run.ts [--sizes 10,40,150,150x300,400x300] [--seed 1] [--limit 60]
//   [--named] adds the cases with the committee already named (KU Leuven-like sessions)
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
// the run chooses ketua + penguji 1 from the pool; prodi 1: every lecturer is eligible for every sidang
const presets: Record<string, InstanceSize & { limit?: number }> = {
  '10': { sidang: 10, dosen: 12, rooms: 3, days: 10, prodi: 1, limit: 10 },
  '40': { sidang: 40, dosen: 30, rooms: 5, days: 10, prodi: 1, limit: 10 },
  '150': { sidang: 150, dosen: 80, rooms: 10, prodi: 1, limit: 10 },
  '150x300': { sidang: 150, dosen: 300, rooms: 10, prodi: 1, limit: 10 },
  '400x300': { sidang: 400, dosen: 300, rooms: 20, prodi: 1, limit: 60 },
  // committee named in the drafts (ketua, penguji 1, penguji 2): only time and room are chosen
  named24: { sidang: 24, dosen: 30, rooms: 3, named: 3, limit: 10 },
  named66: { sidang: 66, dosen: 60, rooms: 6, named: 3, limit: 10 },
  named100: { sidang: 100, dosen: 80, rooms: 8, named: 3, limit: 10 },
  named149: { sidang: 149, dosen: 100, rooms: 10, named: 3, limit: 10 },
};
const seed = Number(arg('seed', '1'));
const limitArg = process.argv.includes('--limit') ? Number(arg('limit', '60')) : undefined;
const names = arg('sizes', '10,40,150,150x300,400x300').split(',');
if (process.argv.includes('--named')) names.push('named24', 'named66', 'named100', 'named149');

const load = () =>
  execSync('uptime')
    .toString()
    .replace(/.*load average: /, '')
    .trim();
console.log(
  'size      dosen rooms slots status    planned/bound/total maxLoad(bound) fallback violations seconds peakMB  load(1,5,15)',
);
for (const name of names) {
  const size = presets[name] ?? { sidang: Number(name), dosen: 80, rooms: 10, prodi: 1 };
  const limit = limitArg ?? size.limit ?? 60;
  const instance = generateInstance(size, seed);
  const before = load();
  let peak = process.memoryUsage().rss;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const result = await runSolver({ instance, timeLimitSeconds: limit }).result.catch((err: Error) => err);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sample);
  peak = Math.max(peak, process.memoryUsage().rss);
  if (result instanceof Error) {
    console.log(`${name.padEnd(9)} failed: ${result.message}`);
    continue;
  }
  const violations = checkPlan(instance, result);
  console.log(
    [
      name.padEnd(9),
      String(size.dosen).padEnd(5),
      String(size.rooms).padEnd(5),
      String(instance.slots.length).padEnd(5),
      result.status.padEnd(9),
      `${result.planned.length}/${result.stats.plannedBound}/${size.sidang}`.padEnd(19),
      `${result.stats.maxLoad}(${result.stats.loadBound})`.padEnd(14),
      String(result.stats.fallback).padEnd(8),
      String(violations.length).padEnd(10),
      seconds.toFixed(2).padEnd(7),
      (peak / 1e6).toFixed(0).padEnd(7),
      `${before} -> ${load()}`,
    ].join(' '),
  );
  for (const v of violations.slice(0, 5)) console.log(`  violation: ${v}`);
  const reasons = new Map<string, number>();
  for (const u of result.unplanned) for (const r of u.reasons) reasons.set(r.code, (reasons.get(r.code) ?? 0) + 1);
  if (reasons.size > 0) console.log(`  unplanned: ${[...reasons].map(([c, n]) => `${c} ${n}`).join(', ')}`);
}
