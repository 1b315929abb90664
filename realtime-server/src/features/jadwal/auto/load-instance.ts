import type { KomitePeran } from '@ujian/shared/jadwal';
import type { AutoRun, AutoRunRequest } from '@ujian/shared/jadwal-auto';
import { dailyLoad, type LoadSidang } from '@ujian/shared/jadwal-load';
import { and, asc, eq, gte, inArray, isNotNull, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { jadwalKomite, jadwalSidang } from '../../../db/schema/jadwal';
import { dosen, jadwalExternalUmum, periodeUjian, ruangan, waktuUjian } from '../../../db/schema/master';
import { pengajuanPembimbing, pengajuanSidang } from '../../../db/schema/pengajuan';
import { profiles } from '../../../db/schema/profile';
import { jakartaDateOf, jakartaInstant } from '../../../lib/jakarta-time';
import { ketersediaanOccurrences } from '../../ketersediaan/occurrences';
import { loadPengaturan } from '../../pengaturan/pengaturan';
import type { AutoDosen, AutoInstance, AutoSidang, AutoSlot, BusySource, Peran } from './auto-types';
import type { PlanOptions } from './plan-schedule';

export type LoadedInstance = {
  instance: AutoInstance;
  current: NonNullable<PlanOptions['current']>;
  /** pengajuan -> version of its draft jadwal when read (null: it had none) */
  drafts: Record<string, { jadwalUuid: string; version: number } | null>;
  names: AutoRun['names'];
};

type Interval = { start: number; end: number };

/** Working days (Mon-Fri) from `from` to `to`, both included. */
export function workingDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** The Jakarta calendar day of an instant. */
const jakartaDate = (epochMs: number) => new Date(epochMs + 7 * 3_600_000).toISOString().slice(0, 10);

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * Reads what a run plans: the verified pengajuan in scope (no live jadwal, or an unlocked draft), the
 * slots of the range inside an open periode and not past, the rooms and lecturers with the times other
 * jadwal (any live one, drafts included: apply re-checks against them) and external blocks take.
 */
export async function loadInstance(
  db: Db,
  request: AutoRunRequest,
  scope: { prodiUuid: string | null; now: Date },
): Promise<LoadedInstance> {
  const [slotRows, roomRows, dosenRows, sidangRows] = await Promise.all([
    db
      .select()
      .from(waktuUjian)
      .where(
        request.waktuUjianUuids
          ? and(eq(waktuUjian.active, true), inArray(waktuUjian.uuid, request.waktuUjianUuids))
          : eq(waktuUjian.active, true),
      )
      .orderBy(asc(waktuUjian.mulai)),
    db
      .select({ uuid: ruangan.uuid, nama: ruangan.nama })
      .from(ruangan)
      .where(eq(ruangan.active, true))
      .orderBy(asc(ruangan.nama)),
    db
      .select({
        uuid: dosen.uuid,
        nama: dosen.nama,
        prodiUuid: dosen.prodiUuid,
        active: dosen.active,
        peminatanUuids: dosen.peminatanUuids,
      })
      .from(dosen)
      .orderBy(asc(dosen.nama)),
    loadSidang(db, request, scope.prodiUuid),
  ]);

  const days = await openDays(db, requestedDays(request), scope.now);
  const spareDays = days.length ? await openDays(db, daysNextTo(days), scope.now) : [];
  // repairs: the rooms the request left out, as spare (a few, by name)
  const spareRooms = request.ruanganUuids
    ? roomRows.filter((r) => !request.ruanganUuids?.includes(r.uuid)).slice(0, SPARE_ROOMS)
    : [];
  const instanceRooms = [
    ...roomRows.filter((r) => !request.ruanganUuids || request.ruanganUuids.includes(r.uuid)),
    ...spareRooms,
  ];
  const slots: AutoSlot[] = [];
  for (const tanggal of [...days, ...spareDays].sort())
    for (const w of slotRows) {
      const start = jakartaInstant(tanggal, w.mulai).getTime();
      if (start <= scope.now.getTime()) continue;
      slots.push({
        id: `${tanggal}|${w.uuid}`,
        tanggal,
        waktuUjianId: w.uuid,
        start,
        end: jakartaInstant(tanggal, w.selesai).getTime(),
      });
    }
  const range: Interval = {
    start: Math.min(...slots.map((s) => s.start), Number.POSITIVE_INFINITY),
    end: Math.max(...slots.map((s) => s.end), Number.NEGATIVE_INFINITY),
  };
  const planned = new Set(sidangRows.map((s) => s.pengajuanUuid));
  const taken: Taken = slots.length
    ? await occupied(db, range, planned)
    : { rooms: new Map(), people: new Map(), all: [], sidang: [] };
  // external blocks for one lecturer carry their source: a repair may propose to drop one
  const blocksOf = (times: Array<Interval & { source?: BusySource }>) =>
    times.flatMap((t) => {
      const at = busyOf([t]);
      return t.source && at.length ? [{ source: t.source, slots: at, start: t.start, end: t.end }] : [];
    });
  const blockedEverywhere = (slot: AutoSlot) => taken.all.some((b) => overlaps(b, slot));
  const usable = slots.filter((s) => !blockedEverywhere(s));
  const busyOf = (intervals: Interval[] | undefined) =>
    usable.flatMap((slot, i) => (intervals?.some((b) => overlaps(b, slot)) ? [i] : []));

  const pool = new Set(request.dosenUuids ?? dosenRows.filter((d) => d.active).map((d) => d.uuid));
  const needed = new Set(sidangRows.flatMap((s) => [...s.pembimbing, ...s.komite.map((k) => k.dosenUuid)]));
  const fits = (d: (typeof dosenRows)[number], s: SidangRow) =>
    d.active &&
    (d.prodiUuid === null || d.prodiUuid === s.prodiUuid) &&
    !s.pembimbing.includes(d.uuid) &&
    !s.komite.some((k) => k.dosenUuid === d.uuid);
  // repairs: a few lecturers outside the chosen pool per sidang (the least loaded)
  const seatsHeld = (uuid: string) => (taken.people.get(uuid) ?? []).filter((t) => t.seat).length;
  const outside = request.dosenUuids ? dosenRows.filter((d) => d.active && !pool.has(d.uuid)) : [];
  outside.sort((a, b) => seatsHeld(a.uuid) - seatsHeld(b.uuid));
  const spareExaminers = Object.fromEntries(
    sidangRows.map((s) => [
      s.pengajuanUuid,
      outside
        .filter((d) => fits(d, s))
        .slice(0, SPARE_EXAMINERS)
        .map((d) => d.uuid),
    ]),
  );
  const spareIds = new Set(Object.values(spareExaminers).flat());
  const people = dosenRows.filter((d) => (d.active && pool.has(d.uuid)) || needed.has(d.uuid) || spareIds.has(d.uuid));
  // the daily load of the rows the run keeps, by the one shared rule
  const kept = dailyLoad(taken.sidang, request.pembimbingHadir);
  const instanceDosen: AutoDosen[] = people.map((d) => {
    const times = taken.people.get(d.uuid) ?? [];
    const seats = times.filter((t) => t.seat);
    const loadPerDay = Object.fromEntries(kept.get(d.uuid) ?? []);
    const blocks = blocksOf(times);
    return {
      id: d.uuid,
      nama: d.nama,
      busy: busyOf(times.filter((t) => !t.source)),
      ...(blocks.length ? { blocks } : {}),
      load: seats.length,
      loadPerDay,
    };
  });

  const seatsWanted = wantedSeats(request.komite);
  const current: LoadedInstance['current'] = {};
  const slotIndex = new Map(usable.map((s, i) => [s.id, i]));
  const sidang: AutoSidang[] = sidangRows.map((s) => {
    const filled = new Set(s.komite.map((k) => k.peran));
    const examiners = s.komite.map((k) => k.dosenUuid);
    const eligible = people.filter((d) => pool.has(d.uuid) && fits(d, s)).map((d) => d.uuid);
    // cocok: the lecturer examines in the student's peminatan (no peminatan on either side: no match)
    const cocok = s.peminatanUuid
      ? people.filter((d) => eligible.includes(d.uuid) && peminatanList(d).includes(s.peminatanUuid as string))
      : [];
    if (s.draft) {
      const slot =
        s.draft.tanggal && s.draft.waktuUjianUuid
          ? slotIndex.get(`${s.draft.tanggal}|${s.draft.waktuUjianUuid}`)
          : undefined;
      const room = s.draft.ruanganUuid ? instanceRooms.findIndex((r) => r.uuid === s.draft?.ruanganUuid) : -1;
      current[s.pengajuanUuid] = { slot, room: room >= 0 ? room : undefined, examiners };
    }
    return {
      id: s.pengajuanUuid,
      label: s.mahasiswa,
      pembimbing: s.pembimbing,
      komite: s.komite.map((k) => ({ dosenId: k.dosenUuid, peran: k.peran as Peran })),
      seats: seatsWanted.filter((p) => !filled.has(p)),
      eligible,
      ...(cocok.length ? { preference: Object.fromEntries(cocok.map((d) => [d.uuid, 1])) } : {}),
    };
  });

  return {
    instance: {
      slots: usable,
      rooms: instanceRooms.map((r) => ({
        id: r.uuid,
        nama: r.nama,
        busy: busyOf(taken.rooms.get(r.uuid)),
      })),
      dosen: instanceDosen,
      sidang,
      pembimbingHadir: request.pembimbingHadir,
      maxPerDay: (await loadPengaturan(db)).maxSidangPerHari,
      spare: {
        days: spareDays,
        rooms: spareRooms.map((r) => r.uuid),
        examiners: Object.fromEntries(Object.entries(spareExaminers).filter(([, ids]) => ids.length > 0)),
      },
    },
    current,
    drafts: Object.fromEntries(
      sidangRows.map((s) => [s.pengajuanUuid, s.draft ? { jadwalUuid: s.draft.uuid, version: s.draft.version } : null]),
    ),
    names: {
      pengajuan: Object.fromEntries(
        sidangRows.map((s) => [s.pengajuanUuid, { mahasiswa: s.mahasiswa, nomorInduk: s.nomorInduk, judul: s.judul }]),
      ),
      dosen: Object.fromEntries(dosenRows.map((d) => [d.uuid, d.nama])),
      ruangan: Object.fromEntries(roomRows.map((r) => [r.uuid, r.nama])),
      waktuUjian: Object.fromEntries(
        slotRows.map((w) => [w.uuid, { nama: w.nama, mulai: w.mulai.slice(0, 5), selesai: w.selesai.slice(0, 5) }]),
      ),
    },
  };
}

/** The seats a run fills, from the request's `komite` (default: a ketua and one penguji). */
export function wantedSeats(komite: AutoRunRequest['komite']): KomitePeran[] {
  const k = { ketua: true, sekretaris: false, penguji: 1, ...komite };
  const seats: KomitePeran[] = [];
  if (k.ketua) seats.push('ketua');
  if (k.sekretaris) seats.push('sekretaris');
  if (k.penguji >= 1) seats.push('penguji1');
  if (k.penguji >= 2) seats.push('penguji2');
  return seats;
}

/** The days a request asks for, sorted. */
function requestedDays(request: AutoRunRequest): string[] {
  return request.dates ? [...new Set(request.dates)].sort() : workingDays(request.from as string, request.to as string);
}

/** Repairs: spare days and rooms and lecturers outside the pool offered per left-out sidang, at most. */
const SPARE_DAYS_AFTER = 3;
const SPARE_DAYS_BEFORE = 2;
const SPARE_ROOMS = 10;
const SPARE_EXAMINERS = 5;

/** The working days right after and right before a range (ADD_DAY), nearest first. */
function daysNextTo(days: string[]): string[] {
  const shift = (day: string, n: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const first = days[0] as string;
  const last = days.at(-1) as string;
  const after = workingDays(shift(last, 1), shift(last, 7)).slice(0, SPARE_DAYS_AFTER);
  const before = workingDays(shift(first, -7), shift(first, -1)).slice(-SPARE_DAYS_BEFORE).reverse();
  return [...after, ...before];
}

/** The dosen master's `peminatanUuids` (research groups they examine in), where the schema has it. */
/** A dosen row's peminatan (the research groups they examine in). */
const peminatanList = (row: { peminatanUuids: string[] | null }): string[] => row.peminatanUuids ?? [];

/** Those of `wanted` that lie in an active periode ujian sidang and are not past (order kept). */
async function openDays(db: Db, wanted: string[], now: Date): Promise<string[]> {
  if (wanted.length === 0) return [];
  const today = jakartaDateOf(now);
  const periodes = await db
    .select({ buka: periodeUjian.tanggalBuka, tutup: periodeUjian.tanggalTutup })
    .from(periodeUjian)
    .where(
      and(
        eq(periodeUjian.jenis, 'sidang'),
        eq(periodeUjian.active, true),
        lte(periodeUjian.tanggalBuka, [...wanted].sort().at(-1) as string),
        gte(periodeUjian.tanggalTutup, [...wanted].sort()[0] as string),
      ),
    );
  return wanted.filter((day) => day >= today && periodes.some((p) => p.buka <= day && day <= p.tutup));
}

type SidangRow = {
  pengajuanUuid: string;
  prodiUuid: string | null;
  /** the student's biodata peminatan (cocok examiners) */
  peminatanUuid: string | null;
  judul: string;
  mahasiswa: string;
  nomorInduk: string | null;
  pembimbing: string[];
  komite: { dosenUuid: string; peran: string }[];
  draft?: {
    uuid: string;
    version: number;
    tanggal: string | null;
    waktuUjianUuid: string | null;
    ruanganUuid: string | null;
  };
};

/** Verified pengajuan sidang in scope with no live jadwal, or an unlocked draft one. */
async function loadSidang(db: Db, request: AutoRunRequest, prodiUuid: string | null): Promise<SidangRow[]> {
  const rows = await db
    .select({
      pengajuanUuid: pengajuanSidang.uuid,
      prodiUuid: pengajuanSidang.prodiUuid,
      judul: pengajuanSidang.judul,
      mahasiswa: users.fullName,
      nomorInduk: profiles.nomorInduk,
      peminatanUuid: profiles.peminatanUuid,
      jadwalUuid: jadwalSidang.uuid,
      jadwalStatus: jadwalSidang.status,
      locked: jadwalSidang.locked,
      version: jadwalSidang.version,
      tanggal: jadwalSidang.tanggal,
      waktuUjianUuid: jadwalSidang.waktuUjianUuid,
      ruanganUuid: jadwalSidang.ruanganUuid,
    })
    .from(pengajuanSidang)
    .innerJoin(users, eq(users.id, pengajuanSidang.userId))
    .leftJoin(profiles, eq(profiles.userId, pengajuanSidang.userId))
    .leftJoin(
      jadwalSidang,
      and(eq(jadwalSidang.pengajuanUuid, pengajuanSidang.uuid), ne(jadwalSidang.status, 'dibatalkan')),
    )
    .where(
      and(
        eq(pengajuanSidang.status, 'diverifikasi'),
        prodiUuid ? eq(pengajuanSidang.prodiUuid, prodiUuid) : undefined,
        request.pengajuanUuids ? inArray(pengajuanSidang.uuid, request.pengajuanUuids) : undefined,
      ),
    )
    .orderBy(asc(pengajuanSidang.submittedAt), asc(pengajuanSidang.uuid));
  const open = rows.filter((r) => r.jadwalUuid === null || (r.jadwalStatus === 'draft' && !r.locked));
  if (open.length === 0) return [];
  const uuids = open.map((r) => r.pengajuanUuid);
  const jadwalUuids = open.flatMap((r) => (r.jadwalUuid ? [r.jadwalUuid] : []));
  const [pembimbing, komite] = await Promise.all([
    db
      .select({ pengajuanUuid: pengajuanPembimbing.pengajuanUuid, dosenUuid: pengajuanPembimbing.dosenUuid })
      .from(pengajuanPembimbing)
      .where(and(eq(pengajuanPembimbing.kind, 'sidang'), inArray(pengajuanPembimbing.pengajuanUuid, uuids)))
      .orderBy(asc(pengajuanPembimbing.urutan)),
    jadwalUuids.length
      ? db.select().from(jadwalKomite).where(inArray(jadwalKomite.jadwalUuid, jadwalUuids))
      : Promise.resolve([]),
  ]);
  return open.map((r) => ({
    pengajuanUuid: r.pengajuanUuid,
    prodiUuid: r.prodiUuid,
    peminatanUuid: r.peminatanUuid,
    judul: r.judul,
    mahasiswa: r.mahasiswa ?? '',
    nomorInduk: r.nomorInduk,
    pembimbing: pembimbing.filter((p) => p.pengajuanUuid === r.pengajuanUuid).map((p) => p.dosenUuid),
    komite: komite
      .filter((k) => k.jadwalUuid === r.jadwalUuid)
      .map((k) => ({ dosenUuid: k.dosenUuid, peran: k.peran })),
    draft: r.jadwalUuid
      ? {
          uuid: r.jadwalUuid,
          version: r.version as number,
          tanggal: r.tanggal,
          waktuUjianUuid: r.waktuUjianUuid,
          ruanganUuid: r.ruanganUuid,
        }
      : undefined,
  }));
}

export type Taken = {
  rooms: Map<string, Interval[]>;
  /** `seat`: a committee seat (counts in the examiner load), not only presence as a pembimbing or a block */
  people: Map<string, Array<Interval & { seat: boolean; source?: BusySource }>>;
  /** external blocks for everyone */
  all: Interval[];
  /** the other live jadwal, for the daily load */
  sidang: LoadSidang[];
};

/**
 * The one source of busy time for a run: every interval in the range in which a room or a person is
 * taken (other live jadwal, external blocks for everyone, a lecturer or a room). A person interval with a
 * `source` is a block a coordinator can drop or move (an external block for one lecturer; a lecturer's
 * declared unavailability joins here the same way, `{kind: 'ketersediaan', uuid}`, one interval per
 * occurrence): it becomes an `AutoDosen.blocks` entry, and a repair (`FREE_PERSON`) may propose it.
 */
export async function occupied(db: Db, range: Interval, planned: Set<string>): Promise<Taken> {
  const from = new Date(range.start);
  const to = new Date(range.end);
  const [jadwalRows, externals] = await Promise.all([
    db
      .select({
        uuid: jadwalSidang.uuid,
        pengajuanUuid: jadwalSidang.pengajuanUuid,
        ruanganUuid: jadwalSidang.ruanganUuid,
        mulai: jadwalSidang.mulai,
        selesai: jadwalSidang.selesai,
      })
      .from(jadwalSidang)
      .where(
        and(
          ne(jadwalSidang.status, 'dibatalkan'),
          isNotNull(jadwalSidang.mulai),
          lte(jadwalSidang.mulai, to),
          gte(jadwalSidang.selesai, from),
        ),
      ),
    db
      .select()
      .from(jadwalExternalUmum)
      .where(
        and(
          eq(jadwalExternalUmum.active, true),
          lte(jadwalExternalUmum.mulai, to),
          gte(jadwalExternalUmum.selesai, from),
          or(
            eq(jadwalExternalUmum.cakupan, 'semua'),
            eq(jadwalExternalUmum.cakupan, 'dosen'),
            eq(jadwalExternalUmum.cakupan, 'ruangan'),
          ),
        ),
      ),
  ]);
  const others = jadwalRows.filter((j) => !planned.has(j.pengajuanUuid));
  const taken: Taken = { rooms: new Map(), people: new Map(), all: [], sidang: [] };
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);
  const interval = (a: Date | null, b: Date | null): Interval => ({
    start: (a as Date).getTime(),
    end: (b as Date).getTime(),
  });
  const jadwalUuids = others.map((j) => j.uuid);
  const [komite, pembimbing] = jadwalUuids.length
    ? await Promise.all([
        db.select().from(jadwalKomite).where(inArray(jadwalKomite.jadwalUuid, jadwalUuids)),
        db
          .select({ pengajuanUuid: pengajuanPembimbing.pengajuanUuid, dosenUuid: pengajuanPembimbing.dosenUuid })
          .from(pengajuanPembimbing)
          .where(
            and(
              eq(pengajuanPembimbing.kind, 'sidang'),
              inArray(
                pengajuanPembimbing.pengajuanUuid,
                others.map((j) => j.pengajuanUuid),
              ),
            ),
          ),
      ])
    : [[], []];
  for (const j of others) {
    const when = interval(j.mulai, j.selesai);
    if (j.ruanganUuid) add(taken.rooms, j.ruanganUuid, when);
    const seats = komite.filter((k) => k.jadwalUuid === j.uuid).map((k) => k.dosenUuid);
    const supervisors = pembimbing.filter((p) => p.pengajuanUuid === j.pengajuanUuid).map((p) => p.dosenUuid);
    for (const d of seats) add(taken.people, d, { ...when, seat: true });
    for (const d of supervisors) add(taken.people, d, { ...when, seat: false });
    taken.sidang.push({ key: j.uuid, tanggal: jakartaDate(when.start), komite: seats, pembimbing: supervisors });
  }
  for (const e of externals) {
    const when = interval(e.mulai, e.selesai);
    if (e.cakupan === 'semua') taken.all.push(when);
    else if (e.cakupan === 'dosen' && e.dosenUuid)
      add(taken.people, e.dosenUuid, { ...when, seat: false, source: { kind: 'external', uuid: e.uuid } });
    else if (e.cakupan === 'ruangan' && e.ruanganUuid) add(taken.rooms, e.ruanganUuid, when);
  }
  // a lecturer's declared unavailability (ketersediaan, weekly repeats expanded): busy, not a seat, and a
  // block a repair may name
  for (const o of await ketersediaanOccurrences(db, { from, to }))
    add(taken.people, o.dosenUuid, {
      start: o.mulai.getTime(),
      end: o.selesai.getTime(),
      seat: false,
      source: { kind: 'ketersediaan', uuid: o.uuid },
    });
  return taken;
}
