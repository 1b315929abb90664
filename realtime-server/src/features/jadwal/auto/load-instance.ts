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
import { jakartaInstant } from '../../../lib/jakarta-time';
import { loadPengaturan } from '../../surat/pengaturan';
import type { AutoDosen, AutoInstance, AutoSidang, AutoSlot, Peran } from './auto-types';
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
      .where(
        request.ruanganUuids
          ? and(eq(ruangan.active, true), inArray(ruangan.uuid, request.ruanganUuids))
          : eq(ruangan.active, true),
      )
      .orderBy(asc(ruangan.nama)),
    db
      .select({ uuid: dosen.uuid, nama: dosen.nama, prodiUuid: dosen.prodiUuid, active: dosen.active })
      .from(dosen)
      .orderBy(asc(dosen.nama)),
    loadSidang(db, request, scope.prodiUuid),
  ]);

  const days = await openDays(db, request, scope.now);
  const slots: AutoSlot[] = [];
  for (const tanggal of days)
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
  const blockedEverywhere = (slot: AutoSlot) => taken.all.some((b) => overlaps(b, slot));
  const usable = slots.filter((s) => !blockedEverywhere(s));
  const busyOf = (intervals: Interval[] | undefined) =>
    usable.flatMap((slot, i) => (intervals?.some((b) => overlaps(b, slot)) ? [i] : []));

  const pool = new Set(request.dosenUuids ?? dosenRows.filter((d) => d.active).map((d) => d.uuid));
  const needed = new Set(sidangRows.flatMap((s) => [...s.pembimbing, ...s.komite.map((k) => k.dosenUuid)]));
  const people = dosenRows.filter((d) => (d.active && pool.has(d.uuid)) || needed.has(d.uuid));
  // the daily load of the rows the run keeps, by the one shared rule
  const kept = dailyLoad(taken.sidang, request.pembimbingHadir);
  const instanceDosen: AutoDosen[] = people.map((d) => {
    const times = taken.people.get(d.uuid) ?? [];
    const seats = times.filter((t) => t.seat);
    const loadPerDay = Object.fromEntries(kept.get(d.uuid) ?? []);
    return { id: d.uuid, nama: d.nama, busy: busyOf(times), load: seats.length, loadPerDay };
  });

  const seatsWanted = wantedSeats(request.komite);
  const current: LoadedInstance['current'] = {};
  const slotIndex = new Map(usable.map((s, i) => [s.id, i]));
  const sidang: AutoSidang[] = sidangRows.map((s) => {
    const filled = new Set(s.komite.map((k) => k.peran));
    const examiners = s.komite.map((k) => k.dosenUuid);
    const eligible = people
      .filter(
        (d) =>
          d.active &&
          pool.has(d.uuid) &&
          (d.prodiUuid === null || d.prodiUuid === s.prodiUuid) &&
          !s.pembimbing.includes(d.uuid) &&
          !examiners.includes(d.uuid),
      )
      .map((d) => d.uuid);
    if (s.draft) {
      const slot =
        s.draft.tanggal && s.draft.waktuUjianUuid
          ? slotIndex.get(`${s.draft.tanggal}|${s.draft.waktuUjianUuid}`)
          : undefined;
      const room = s.draft.ruanganUuid ? roomRows.findIndex((r) => r.uuid === s.draft?.ruanganUuid) : -1;
      current[s.pengajuanUuid] = { slot, room: room >= 0 ? room : undefined, examiners };
    }
    return {
      id: s.pengajuanUuid,
      label: s.mahasiswa,
      pembimbing: s.pembimbing,
      komite: s.komite.map((k) => ({ dosenId: k.dosenUuid, peran: k.peran as Peran })),
      seats: seatsWanted.filter((p) => !filled.has(p)),
      eligible,
    };
  });

  return {
    instance: {
      slots: usable,
      rooms: roomRows.map((r) => ({ id: r.uuid, nama: r.nama, busy: busyOf(taken.rooms.get(r.uuid)) })),
      dosen: instanceDosen,
      sidang,
      pembimbingHadir: request.pembimbingHadir,
      maxPerDay: (await loadPengaturan(db)).maxSidangPerHari,
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

/** Dates of the request that lie in an active periode ujian sidang (OUTSIDE_PERIODE otherwise). */
async function openDays(db: Db, request: AutoRunRequest, now: Date): Promise<string[]> {
  const wanted = request.dates
    ? [...new Set(request.dates)].sort()
    : workingDays(request.from as string, request.to as string);
  if (wanted.length === 0) return [];
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now);
  const periodes = await db
    .select({ buka: periodeUjian.tanggalBuka, tutup: periodeUjian.tanggalTutup })
    .from(periodeUjian)
    .where(
      and(
        eq(periodeUjian.jenis, 'sidang'),
        eq(periodeUjian.active, true),
        lte(periodeUjian.tanggalBuka, wanted.at(-1) as string),
        gte(periodeUjian.tanggalTutup, wanted[0] as string),
      ),
    );
  return wanted.filter((day) => day >= today && periodes.some((p) => p.buka <= day && day <= p.tutup));
}

type SidangRow = {
  pengajuanUuid: string;
  prodiUuid: string | null;
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
  people: Map<string, Array<Interval & { seat: boolean }>>;
  /** external blocks for everyone */
  all: Interval[];
  /** the other live jadwal, for the daily load */
  sidang: LoadSidang[];
};

/**
 * The one source of busy time for a run: every interval in the range in which a room or a person is
 * taken (other live jadwal, external blocks for everyone, a lecturer or a room). A lecturer's declared
 * unavailability joins here as more person intervals, and a what-if variant (a block dropped) is this
 * result with an interval removed.
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
    else if (e.cakupan === 'dosen' && e.dosenUuid) add(taken.people, e.dosenUuid, { ...when, seat: false });
    else if (e.cakupan === 'ruangan' && e.ruanganUuid) add(taken.rooms, e.ruanganUuid, when);
  }
  return taken;
}
