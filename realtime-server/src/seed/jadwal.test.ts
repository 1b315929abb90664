import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth';
import { jadwalHistory, jadwalKomite, jadwalSidang } from '../db/schema/jadwal';
import { dosen, periodeUjian } from '../db/schema/master';
import { pengajuanHistory, pengajuanPembimbing, pengajuanSidang } from '../db/schema/pengajuan';
import { loginAs, startTestServer, type TestServer } from '../test/harness';
import { seedDemo } from './demo';

const DAY = 86_400_000;

async function jadwalOf(server: TestServer, username: string) {
  const [row] = await server.db
    .select({ jadwal: jadwalSidang, pengajuan: pengajuanSidang })
    .from(jadwalSidang)
    .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid))
    .innerJoin(users, eq(users.id, pengajuanSidang.userId))
    .where(eq(users.username, username));
  if (!row) throw new Error(`no jadwal for ${username}`);
  const komite = await server.db
    .select({ peran: jadwalKomite.peran, username: users.username, dosenUuid: jadwalKomite.dosenUuid })
    .from(jadwalKomite)
    .innerJoin(dosen, eq(dosen.uuid, jadwalKomite.dosenUuid))
    .leftJoin(users, eq(users.id, dosen.userId))
    .where(eq(jadwalKomite.jadwalUuid, row.jadwal.uuid));
  const pembimbing = await server.db
    .select({ dosenUuid: pengajuanPembimbing.dosenUuid })
    .from(pengajuanPembimbing)
    .where(eq(pengajuanPembimbing.pengajuanUuid, row.pengajuan.uuid));
  const history = await server.db
    .select()
    .from(jadwalHistory)
    .where(eq(jadwalHistory.jadwalUuid, row.jadwal.uuid))
    .orderBy(asc(jadwalHistory.id));
  return { ...row, komite, pembimbing, history };
}

describe('demo seed: jadwal sidang', () => {
  let server: TestServer;
  const now = new Date();
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('dosen2 and dosen3 sign in with the contract password and are linked to dosen rows', async () => {
    for (const who of ['dosen2', 'dosen3'])
      await expect(loginAs(server.baseUrl, `${who}@demo.ac.id`, 'Dosen#2026demo')).resolves.toBeTruthy();
    const linked = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(dosen)
      .innerJoin(users, eq(users.id, dosen.userId));
    expect(linked[0]!.n).toBe(3);
  });

  it('schedules a sidang terjadwal on a working day of the coming week, dosen1 ketua and dosen2 on the committee', async () => {
    const { jadwal, pengajuan, komite, pembimbing, history } = await jadwalOf(server, 'mahasiswa4');
    expect(jadwal.status).toBe('terjadwal');
    expect(jadwal.sequence).toBe(0);
    expect(jadwal.mulai!.getTime()).toBeGreaterThan(now.getTime() + DAY);
    expect(jadwal.mulai!.getTime()).toBeLessThan(now.getTime() + 8 * DAY);
    expect(jadwal.selesai!.getTime()).toBeGreaterThan(jadwal.mulai!.getTime());
    expect([1, 2, 3, 4, 5]).toContain(new Date(`${jadwal.tanggal}T00:00:00Z`).getUTCDay());
    // 10:00 in Jakarta on that date
    expect(jadwal.mulai!.toISOString()).toBe(new Date(`${jadwal.tanggal}T10:00:00+07:00`).toISOString());
    expect(jadwal.ruanganUuid).not.toBeNull();
    expect(jadwal.waktuUjianUuid).not.toBeNull();
    const [periode] = await server.db.select().from(periodeUjian).where(eq(periodeUjian.jenis, 'sidang'));
    expect(jadwal.tanggal! >= periode!.tanggalBuka && jadwal.tanggal! <= periode!.tanggalTutup).toBe(true);

    expect(komite.find((k) => k.peran === 'ketua')?.username).toBe('dosen1');
    expect(komite.find((k) => k.peran === 'penguji1')?.username).toBe('dosen2');
    const pembimbingUuids = pembimbing.map((p) => p.dosenUuid);
    expect(pembimbingUuids).toHaveLength(2);
    expect(komite).toHaveLength(3);
    expect(komite.some((k) => pembimbingUuids.includes(k.dosenUuid))).toBe(false);

    expect(pengajuan.status).toBe('dijadwalkan');
    const steps = await server.db
      .select({ from: pengajuanHistory.fromStatus, to: pengajuanHistory.toStatus, event: pengajuanHistory.event })
      .from(pengajuanHistory)
      .where(eq(pengajuanHistory.pengajuanUuid, pengajuan.uuid))
      .orderBy(asc(pengajuanHistory.at));
    expect(steps.map((s) => s.event)).toEqual(['CREATE', 'SUBMIT', 'VERIFY', 'SCHEDULE']);
    expect(steps.at(-1)?.to).toBe('dijadwalkan');
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.event])).toEqual([
      [null, 'draft', 'CREATE'],
      ['draft', 'terjadwal', 'PUBLISH'],
    ]);
  });

  it('gives mahasiswa3 passed sidang its jadwal selesai with a committee free of their pembimbing', async () => {
    const { jadwal, komite, pembimbing, history } = await jadwalOf(server, 'mahasiswa3');
    expect(jadwal.status).toBe('selesai');
    expect(jadwal.selesai!.getTime()).toBeLessThan(now.getTime());
    expect(komite.map((k) => k.peran).sort()).toEqual(['ketua', 'penguji1', 'sekretaris']);
    expect(pembimbing.length).toBeGreaterThan(0);
    expect(komite).toHaveLength(3);
    expect(komite.some((k) => pembimbing.map((p) => p.dosenUuid).includes(k.dosenUuid))).toBe(false);
    expect(history.map((h) => h.event)).toEqual(['CREATE', 'PUBLISH', 'START', 'FINISH']);
    expect(history.at(-1)?.toStatus).toBe('selesai');
  });
});

describe('demo seed: jadwal date around a weekend', () => {
  it.each([
    ['a Wednesday', '2026-11-25T02:00:00Z'],
    ['a Friday evening in Jakarta', '2026-11-27T14:00:00Z'],
    ['a Saturday', '2026-11-28T03:00:00Z'],
  ])('seeded on %s, the sidang falls on a working day within the week ahead', async (_label, iso) => {
    const seededAt = new Date(iso);
    const server = await startTestServer({ seed: false });
    try {
      expect(await seedDemo(server.db, { clock: { now: () => seededAt } })).toEqual({ seeded: true });
      const { jadwal } = await jadwalOf(server, 'mahasiswa4');
      expect([1, 2, 3, 4, 5]).toContain(new Date(`${jadwal.tanggal}T00:00:00Z`).getUTCDay());
      expect(jadwal.mulai!.getTime() - seededAt.getTime()).toBeGreaterThan(DAY);
      expect(jadwal.mulai!.getTime() - seededAt.getTime()).toBeLessThan(8 * DAY);
    } finally {
      await server.close();
    }
  });
});
