import { checkPlan } from '../../realtime-server/src/features/jadwal/auto/check-plan';
import { generateInstance, type InstanceSize } from '../../realtime-server/src/features/jadwal/auto/generate-instance';
import { runSolver } from '../../realtime-server/src/features/jadwal/auto/run-solver';

// npx tsx bench/schedule/run.ts [--sizes 50,150,400] [--seed 1] [--limit 60]
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const presets: Record<string, InstanceSize> = {
  '50': { sidang: 50, dosen: 60, rooms: 10 },
  '150': { sidang: 150, dosen: 60, rooms: 10 },
  '400': { sidang: 400, dosen: 150, rooms: 20 },
};
const seed = Number(arg('seed', '1'));
const limit = Number(arg('limit', '60'));

// `avg slot`: the mean slot index of the planned sidang (slots in time order), `last`: the latest one used
console.log('size   dosen rooms slots status    planned   maxLoad violations  vars/rows      avg slot last seconds');
for (const name of arg('sizes', '50,150,400').split(',')) {
  const size = presets[name] ?? { sidang: Number(name), dosen: 60, rooms: 10 };
  const instance = generateInstance(size, seed);
  const started = performance.now();
  const result = await runSolver({ instance, timeLimitSeconds: limit }).result;
  const seconds = (performance.now() - started) / 1000;
  const violations = checkPlan(instance, result);
  console.log(
    [
      String(size.sidang).padEnd(6),
      String(size.dosen).padEnd(5),
      String(size.rooms).padEnd(5),
      String(instance.slots.length).padEnd(5),
      result.status.padEnd(9),
      `${result.planned.length}/${size.sidang}`.padEnd(9),
      String(result.stats.maxLoad).padEnd(7),
      String(violations.length).padEnd(11),
      `${result.stats.variables}/${result.stats.constraints}`.padEnd(14),
      (result.planned.reduce((sum, p) => sum + p.slot, 0) / Math.max(1, result.planned.length)).toFixed(1).padEnd(8),
      String(Math.max(-1, ...result.planned.map((p) => p.slot))).padEnd(4),
      seconds.toFixed(2),
    ].join(' '),
  );
  for (const v of violations.slice(0, 5)) console.log(`  violation: ${v}`);
  const reasons = new Map<string, number>();
  for (const u of result.unplanned) for (const r of u.reasons) reasons.set(r.code, (reasons.get(r.code) ?? 0) + 1);
  if (reasons.size > 0) console.log(`  unplanned: ${[...reasons].map(([c, n]) => `${c} ${n}`).join(', ')}`);
  for (const u of result.unplanned.slice(0, 3))
    console.log(`  ${u.pengajuanUuid}: ${u.reasons.map((r) => r.message).join('; ')}`);
}
