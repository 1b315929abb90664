import type { JadwalRow } from '@ujian/shared/jadwal';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { users } from '../db/schema/auth';
import { events } from '../db/schema/events';
import { dosen, prodi, ruangan, waktuUjian } from '../db/schema/master';
import { pengajuanPembimbing, pengajuanSidang } from '../db/schema/pengajuan';
import { profiles } from '../db/schema/profile';
import { api, loginAs, startTestServer, type TestServer, type TestServerOptions } from './harness';

export type ErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    clashes?: Array<{ code: string; message: string; dosenUuid?: string; ruanganUuid?: string; jadwalUuid?: string }>;
    current?: JadwalRow;
  };
};

const passwords = {
  admin: 'Admin#2026demo',
  koordinator: 'Koordinator#2026demo',
  dosen1: 'Dosen#2026demo',
  mahasiswa: 'Mahasiswa#2026demo',
  mahasiswa2: 'Mahasiswa#2026demo',
  mahasiswa3: 'Mahasiswa#2026demo',
} as const;
export type JadwalWho = keyof typeof passwords;

/** A date `days` ahead of today in Jakarta. */
export function dayAhead(days: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * One server per test file with the demo users signed in, the masters the jadwal tests use, and
 * verified pengajuan made directly in the database (the jadwal API is under test, not the pengajuan flow).
 */
export function useJadwalServer(options: TestServerOptions | (() => TestServerOptions) = {}) {
  const state = {} as {
    server: TestServer;
    who: Record<JadwalWho, { token: string; id: number }>;
    dosen: Array<{ uuid: string; nama: string; userId: number | null }>;
    ruangan: Array<{ uuid: string; nama: string }>;
    waktu: Array<{ uuid: string; nama: string }>;
    prodiUuid: string;
    otherProdiUuid: string;
  };
  beforeAll(async () => {
    state.server = await startTestServer({
      realtime: true,
      seedDocuments: true,
      ...(typeof options === 'function' ? options() : options),
    });
    state.who = {} as typeof state.who;
    for (const who of Object.keys(passwords) as JadwalWho[]) {
      const login = await loginAs(state.server.baseUrl, who, passwords[who]);
      state.who[who] = { token: login.accessToken, id: login.userData.id };
    }
    const db = state.server.database.db;
    state.dosen = await db
      .select({ uuid: dosen.uuid, nama: dosen.nama, userId: dosen.userId })
      .from(dosen)
      .orderBy(asc(dosen.nidn));
    state.ruangan = await db
      .select({ uuid: ruangan.uuid, nama: ruangan.nama })
      .from(ruangan)
      .orderBy(asc(ruangan.nama));
    state.waktu = await db
      .select({ uuid: waktuUjian.uuid, nama: waktuUjian.nama })
      .from(waktuUjian)
      .orderBy(asc(waktuUjian.mulai));
    const [koor] = await db
      .select({ prodiUuid: profiles.prodiUuid })
      .from(profiles)
      .where(eq(profiles.userId, state.who.koordinator.id));
    state.prodiUuid = koor!.prodiUuid!;
    const others = await db.select({ uuid: prodi.uuid }).from(prodi);
    state.otherProdiUuid = others.find((p) => p.uuid !== state.prodiUuid)!.uuid;
  }, 60_000);
  afterAll(() => state.server?.close());

  const call = <T = JadwalRow>(as: JadwalWho, method: string, path: string, body?: unknown) =>
    api<T>(state.server.baseUrl, method, path, { token: state.who[as].token, body });

  /** A pengajuan sidang in `status` (default diverifikasi) of `student`, supervised by `pembimbing`. */
  async function pengajuan(
    student: JadwalWho = 'mahasiswa',
    pembimbing: string[] = [],
    options: { status?: string; prodiUuid?: string; judul?: string } = {},
  ): Promise<string> {
    const db = state.server.database.db;
    const [row] = await db
      .insert(pengajuanSidang)
      .values({
        userId: state.who[student].id,
        prodiUuid: options.prodiUuid ?? state.prodiUuid,
        judul: options.judul ?? 'Penjadwalan Sidang dengan Constraint Programming',
        status: options.status ?? 'diverifikasi',
      })
      .returning({ uuid: pengajuanSidang.uuid });
    if (pembimbing.length > 0)
      await db.insert(pengajuanPembimbing).values(
        pembimbing.map((d, i) => ({
          kind: 'sidang' as const,
          pengajuanUuid: row!.uuid,
          urutan: i + 1,
          dosenUuid: d,
        })),
      );
    return row!.uuid;
  }

  /** A draft placed on `tanggal`/slot/room with the given committee (dosen indexes) through the API. */
  async function draft(input: {
    student?: JadwalWho;
    pembimbing?: number[];
    tanggal?: string | null;
    waktu?: number;
    ruangan?: number | null;
    onlineUrl?: string;
    komite?: Array<[number, string]>;
    prodiUuid?: string;
  }) {
    const p = await pengajuan(
      input.student ?? 'mahasiswa',
      (input.pembimbing ?? []).map((i) => state.dosen[i]!.uuid),
      { prodiUuid: input.prodiUuid },
    );
    const res = await call('admin', 'POST', '/jadwal-sidang', {
      pengajuanUuid: p,
      ...(input.tanggal !== undefined ? { tanggal: input.tanggal } : {}),
      ...(input.waktu !== undefined ? { waktuUjianUuid: state.waktu[input.waktu]!.uuid } : {}),
      ...(input.ruangan !== undefined && input.ruangan !== null
        ? { ruanganUuid: state.ruangan[input.ruangan]!.uuid }
        : {}),
      ...(input.onlineUrl ? { onlineUrl: input.onlineUrl } : {}),
      ...(input.komite
        ? { komite: input.komite.map(([i, peran]) => ({ dosenUuid: state.dosen[i]!.uuid, peran })) }
        : {}),
    });
    if (res.status !== 201) throw new Error(`draft: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  async function publish(row: JadwalRow, as: JadwalWho = 'admin') {
    return call<JadwalRow & ErrorBody>(as, 'POST', `/jadwal-sidang/${row.uuid}/transitions`, {
      event: 'PUBLISH',
      version: row.version,
    });
  }

  /** Events written for `userIds` since `afterId` (the outbox). */
  async function eventsSince(afterId: number, type?: string) {
    const rows = await state.server.database.db.select().from(events).orderBy(asc(events.id));
    return rows.filter((e) => e.id > afterId && (!type || e.type === type));
  }
  async function lastEventId() {
    const rows = await state.server.database.db.select({ id: events.id }).from(events);
    return rows.reduce((m, r) => Math.max(m, Number(r.id)), 0);
  }
  async function userIdsOf(usernames: string[]) {
    const rows = await state.server.database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.username, usernames));
    return rows.map((r) => r.id);
  }

  return { state, call, pengajuan, draft, publish, eventsSince, lastEventId, userIdsOf };
}
