import { type AutoInstance, type AutoResult, personBusy } from './auto-types';

/**
 * An independent check of a plan against the hard rules, written from the rules and not from the
 * model: it shares no code with the scheduler except the data types.
 */
export function checkPlan(instance: AutoInstance, result: AutoResult): string[] {
  const violations: string[] = [];
  const slotById = new Map(instance.slots.map((s, i) => [i, s]));
  const overlap = (a: number, b: number) => {
    const x = slotById.get(a)!;
    const y = slotById.get(b)!;
    return x.start < y.end && y.start < x.end;
  };
  const sidangById = new Map(instance.sidang.map((s) => [s.id, s]));
  const dosenById = new Map(instance.dosen.map((d) => [d.id, d]));
  const roomById = new Map(instance.rooms.map((r) => [r.id, r]));
  const seen = new Set<string>();
  const busyAt: { who: string; slot: number; sidang: string }[] = [];
  const perDay = new Map<string, number>();

  for (const p of result.planned) {
    const s = sidangById.get(p.pengajuanUuid);
    if (!s) {
      violations.push(`unknown sidang ${p.pengajuanUuid}`);
      continue;
    }
    if (seen.has(s.id)) violations.push(`${s.id} planned twice`);
    seen.add(s.id);
    const slot = instance.slots[p.slot];
    if (!slot || slot.tanggal !== p.tanggal || slot.waktuUjianId !== p.waktuUjianUuid) {
      violations.push(`${s.id}: slot does not match its date and time`);
      continue;
    }
    const room = roomById.get(p.ruanganUuid);
    if (!room) violations.push(`${s.id}: unknown room`);
    else if (room.busy.some((b) => overlap(b, p.slot))) violations.push(`${s.id}: room ${room.id} is blocked`);
    busyAt.push({ who: `room:${p.ruanganUuid}`, slot: p.slot, sidang: s.id });

    const members = p.komite.map((k) => k.dosenUuid);
    if (new Set(members).size !== members.length) violations.push(`${s.id}: a lecturer holds two seats`);
    if (new Set(p.komite.map((k) => k.peran)).size !== p.komite.length) violations.push(`${s.id}: a seat twice`);
    for (const k of s.komite) {
      if (!p.komite.some((m) => m.dosenUuid === k.dosenId && m.peran === k.peran)) {
        violations.push(`${s.id}: named seat ${k.peran} not kept`);
      }
    }
    for (const seat of s.seats) {
      const holder = p.komite.find((m) => m.peran === seat);
      if (!holder) violations.push(`${s.id}: seat ${seat} empty`);
      else if (!s.komite.some((k) => k.peran === seat) && !s.eligible.includes(holder.dosenUuid)) {
        violations.push(`${s.id}: ${holder.dosenUuid} is not eligible`);
      }
    }
    for (const m of members) {
      if (s.pembimbing.includes(m)) violations.push(`${s.id}: pembimbing ${m} in the committee`);
    }
    // the daily load: every sidang a lecturer sits in or, when supervisors attend, supervises
    const present = new Set([...members, ...(instance.pembimbingHadir ? s.pembimbing : [])]);
    for (const m of present) {
      const key = `${m}|${p.tanggal}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
    for (const who of present) {
      const d = dosenById.get(who);
      if (!d) violations.push(`${s.id}: unknown lecturer ${who}`);
      else if (personBusy(d).some((b) => overlap(b, p.slot))) violations.push(`${s.id}: ${who} is blocked then`);
      busyAt.push({ who: `dosen:${who}`, slot: p.slot, sidang: s.id });
    }
  }
  for (let i = 0; i < busyAt.length; i++) {
    for (let j = i + 1; j < busyAt.length; j++) {
      const a = busyAt[i]!;
      const b = busyAt[j]!;
      if (a.who === b.who && a.sidang !== b.sidang && overlap(a.slot, b.slot)) {
        violations.push(`${a.who} in ${a.sidang} and ${b.sidang} at once`);
      }
    }
  }
  for (const [key, n] of perDay) {
    const [who, day] = key.split('|') as [string, string];
    const before = dosenById.get(who)?.loadPerDay?.[day] ?? 0;
    if (n + before > instance.maxPerDay) violations.push(`${who}: ${n + before} sidang on ${day}`);
  }
  return violations;
}
