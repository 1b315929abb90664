import type { PayrollLinesPage, PayrollRecap } from '@ujian/shared/payroll';
import { pajakOf } from '@ujian/shared/payroll';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { users } from '../../db/schema/auth';
import { events } from '../../db/schema/events';
import { jadwalSidang } from '../../db/schema/jadwal';
import { dosen, jenjang, periodeUjian, prodi } from '../../db/schema/master';
import { payrollLine, tarifHonorarium } from '../../db/schema/payroll';
import { profiles } from '../../db/schema/profile';
import { withEvents } from '../../events/with-events';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';
import { insertFinishedJadwal } from '../../test/payroll';
import { loadPengaturan, savePengaturan } from '../pengaturan/pengaturan';
import { writePayrollLines } from './write-payroll-lines';

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
type Payroll = { server: TestServer; tokens: Record<string, string>; dosen1Uuid: string };

/** A server with the demo data, signed-in tokens and dosen1's uuid. */
async function payrollServer(): Promise<Payroll> {
  const server = await startTestServer({ realtime: true, seedDocuments: true });
  const tokens: Record<string, string> = {};
  for (const who of ['admin', 'koordinator', 'dosen1'] as const)
    tokens[who] = (await loginAsDemo(server.baseUrl, who)).accessToken;
  const [d] = await server.database.db.select({ uuid: dosen.uuid }).from(dosen).where(eq(dosen.nidn, '0401018001'));
  return { server, tokens, dosen1Uuid: d!.uuid };
}

let server: TestServer;
let tokens: Record<string, string> = {};

beforeAll(async () => {
  ({ server, tokens } = await payrollServer());
}, 60_000);
afterAll(() => server?.close());

const call = <T>(who: string, path: string) => api<T>(server.baseUrl, 'GET', path, { token: tokens[who] });
const write = (jadwalUuid: string) =>
  withEvents({ db: server.database.db, signal: server.spine.signal }, (tx) =>
    writePayrollLines(tx, jadwalUuid, new Date()),
  );

describe('tarif-honorarium master', () => {
  it('keeps one active rate per role and degree level; amounts are whole rupiah', async () => {
    const [s1] = await server.database.db.select().from(jenjang).where(eq(jenjang.kode, 'S1'));
    const post = (body: unknown) =>
      api<ErrorBody>(server.baseUrl, 'POST', '/master/tarif-honorarium', { token: tokens.admin, body });
    const dup = await post({ peran: 'ketua', jenjangUuid: s1!.uuid, jumlah: 1 });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields?.reason).toBe('DUPLICATE');
    expect((await post({ peran: 'ketua', jenjangUuid: s1!.uuid, jumlah: 1.5, active: false })).status).toBe(400);
    expect((await post({ peran: 'ketua', jenjangUuid: s1!.uuid, jumlah: 100_000_001, active: false })).status).toBe(
      400,
    );
    expect((await post({ peran: 'rektor', jenjangUuid: s1!.uuid, jumlah: 1, active: false })).status).toBe(400);
    const inactive = await post({ peran: 'ketua', jenjangUuid: s1!.uuid, jumlah: 1, active: false });
    expect(inactive.status).toBe(201);
    const list = await call<{ total: number }>('admin', `/master/tarif-honorarium?jenjangUuid=${s1!.uuid}&active=true`);
    expect(list.body.total).toBe(4);
    expect((await call('dosen1', '/master/tarif-honorarium')).status).toBe(403);
  });
});

describe('payroll lines', () => {
  it('pajak is the percentage rounded half up, in integers', () => {
    expect(pajakOf(250_000, 5)).toBe(12_500);
    expect(pajakOf(10, 5)).toBe(1); // 0.5 rounds up
    expect(pajakOf(9, 5)).toBe(0); // 0.45 rounds down
    expect(pajakOf(333_333, 2.5)).toBe(8333); // 8333.325
    expect(pajakOf(100_000_000, 50)).toBe(50_000_000);
  });

  it('writes one line per seat and pembimbing once, with the rate and tax of that moment', async () => {
    const db = server.database.db;
    const j = await insertFinishedJadwal(db, { tanggal: '2026-03-10' });
    const before = await db.select().from(events).where(eq(events.type, 'rekap:changed'));
    expect(await write(j.jadwalUuid)).toBe(4 + j.pembimbing.length);
    const lines = await db.select().from(payrollLine).where(eq(payrollLine.jadwalUuid, j.jadwalUuid));
    expect(lines).toHaveLength(4 + j.pembimbing.length);
    const ketua = lines.find((l) => l.peran === 'ketua')!;
    expect(ketua).toMatchObject({
      dosenUuid: j.komite.ketua,
      jumlah: 250_000,
      pajak: 12_500,
      neto: 237_500,
      tanggal: '2026-03-10',
    });
    expect(
      lines
        .filter((l) => l.peran === 'penguji')
        .map((l) => l.dosenUuid)
        .sort(),
    ).toEqual([j.komite.penguji1, j.komite.penguji2].sort());
    for (const l of lines) {
      expect(Number.isInteger(l.jumlah) && Number.isInteger(l.pajak) && Number.isInteger(l.neto)).toBe(true);
      expect(l.neto).toBe(l.jumlah - l.pajak);
    }
    // staff were told in the same transaction: admins at least
    const after = await db.select().from(events).where(eq(events.type, 'rekap:changed'));
    const told = after.filter((e) => !before.some((b) => b.id === e.id));
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((e) => (e.data as { recap: string }).recap === 'payroll')).toBe(true);
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const [koordinator] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'koordinator'));
    const [dosen1User] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'dosen1'));
    const [mahasiswa] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'mahasiswa'));
    const toldIds = told.map((e) => e.userId);
    // admins, the prodi's koordinator, and dosen1 who chaired; never the student
    expect(toldIds).toEqual(expect.arrayContaining([admin!.id, koordinator!.id, dosen1User!.id]));
    expect(toldIds).not.toContain(mahasiswa!.id);

    // a later rate and tax change does not rewrite; writing again is a no-op that tells nobody
    // the S1 chair's rate (S2's stays); both are put back however this test ends
    const [s1Ketua] = await db
      .select({ uuid: tarifHonorarium.uuid })
      .from(tarifHonorarium)
      .where(and(eq(tarifHonorarium.peran, 'ketua'), eq(tarifHonorarium.jumlah, 250_000)));
    const settings = await loadPengaturan(db);
    onTestFinished(async () => {
      await db.update(tarifHonorarium).set({ jumlah: 250_000 }).where(eq(tarifHonorarium.uuid, s1Ketua!.uuid));
      await savePengaturan(
        db,
        { ...(await loadPengaturan(db)), pajakPersen: settings.pajakPersen },
        admin!.id,
        new Date(),
      );
    });
    await db.update(tarifHonorarium).set({ jumlah: 999_000 }).where(eq(tarifHonorarium.uuid, s1Ketua!.uuid));
    await savePengaturan(db, { ...settings, pajakPersen: 15 }, admin!.id, new Date());
    expect(await write(j.jadwalUuid)).toBe(0);
    const again = await db
      .select()
      .from(payrollLine)
      .where(and(eq(payrollLine.jadwalUuid, j.jadwalUuid), eq(payrollLine.peran, 'ketua')));
    expect(again[0]).toMatchObject({ jumlah: 250_000, pajak: 12_500 });
    expect((await db.select().from(events).where(eq(events.type, 'rekap:changed'))).length).toBe(after.length);

    // the next sidang is paid at the new rate and tax
    const k = await insertFinishedJadwal(db, { tanggal: '2026-04-02' });
    await write(k.jadwalUuid);
    const [ketua2] = await db
      .select()
      .from(payrollLine)
      .where(and(eq(payrollLine.jadwalUuid, k.jadwalUuid), eq(payrollLine.peran, 'ketua')));
    expect(ketua2).toMatchObject({ jumlah: 999_000, pajak: 149_850, neto: 849_150 });
  });

  it('a role without an active rate gets no line and the finish goes on', async () => {
    const db = server.database.db;
    const paused = await db
      .update(tarifHonorarium)
      .set({ active: false })
      .where(and(eq(tarifHonorarium.peran, 'sekretaris'), eq(tarifHonorarium.active, true)))
      .returning({ uuid: tarifHonorarium.uuid });
    expect(paused.length).toBeGreaterThan(0);
    onTestFinished(async () => {
      await db
        .update(tarifHonorarium)
        .set({ active: true })
        .where(
          inArray(
            tarifHonorarium.uuid,
            paused.map((r) => r.uuid),
          ),
        );
    });
    const j = await insertFinishedJadwal(db, { tanggal: '2026-05-05' });
    const warned: unknown[] = [];
    const n = await withEvents({ db, signal: server.spine.signal }, (tx) =>
      writePayrollLines(tx, j.jadwalUuid, new Date(), { warn: (o: unknown) => warned.push(o) } as never),
    );
    expect(n).toBe(3 + j.pembimbing.length);
    expect(warned).toHaveLength(1);
  });
});

describe('GET /rekap/payroll', () => {
  // a server of its own with three finished sidang (10 March, 2 April, 5 May 2026) besides the demo's,
  // so these figures hold whichever tests ran before
  let server: TestServer;
  let tokens: Record<string, string> = {};
  let dosen1Uuid: string;
  const call = <T>(who: string, path: string) => api<T>(server.baseUrl, 'GET', path, { token: tokens[who] });
  const write = (jadwalUuid: string) =>
    withEvents({ db: server.database.db, signal: server.spine.signal }, (tx) =>
      writePayrollLines(tx, jadwalUuid, new Date()),
    );
  beforeAll(async () => {
    ({ server, tokens, dosen1Uuid } = await payrollServer());
    for (const tanggal of ['2026-03-10', '2026-04-02', '2026-05-05'])
      await write((await insertFinishedJadwal(server.database.db, { tanggal })).jadwalUuid);
  }, 60_000);
  afterAll(() => server?.close());
  /** A jadwal a test added, with its payroll lines, gone again so the figures above hold for the next test. */
  const removeJadwal = async (jadwalUuid: string) => {
    await server.database.db.delete(payrollLine).where(eq(payrollLine.jadwalUuid, jadwalUuid));
    await server.database.db.delete(jadwalSidang).where(eq(jadwalSidang.uuid, jadwalUuid));
  };

  it('admin sees every lecturer with totals that add up; filters by date', async () => {
    const res = await call<PayrollRecap>('admin', '/rekap/payroll');
    expect(res.status).toBe(200);
    const { rows, totals } = res.body;
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(totals.bruto).toBe(rows.reduce((s, r) => s + r.bruto, 0));
    expect(totals.neto).toBe(totals.bruto - totals.pajak);
    // the three finished here and the demo's finished sidang
    expect(totals.jumlahSidang).toBe(4);
    for (const r of rows) {
      expect(r.bruto).toBe(Object.values(r.perPeran).reduce((s, p) => s + (p?.jumlah ?? 0), 0));
      expect(Number.isInteger(r.bruto)).toBe(true);
    }
    const march = await call<PayrollRecap>('admin', '/rekap/payroll?from=2026-03-01&to=2026-03-31');
    expect(march.body.totals.jumlahSidang).toBe(1);
    const ketua = march.body.rows.find((r) => r.dosenUuid === dosen1Uuid);
    expect(ketua?.perPeran.ketua).toEqual({ n: 1, jumlah: 250_000 });
    expect((await call<ErrorBody>('admin', '/rekap/payroll?from=yesterday')).status).toBe(400);
    expect((await call<ErrorBody>('admin', '/rekap/payroll?from=2026-05-01&to=2026-04-01')).status).toBe(400);
  });

  it('a dosen sees only their own row and lines; another lecturer is a 404', async () => {
    const own = await call<PayrollRecap>('dosen1', '/rekap/payroll');
    expect(own.status).toBe(200);
    expect(own.body.rows.map((r) => r.dosenUuid)).toEqual([dosen1Uuid]);
    expect(own.body.totals.bruto).toBe(own.body.rows[0]!.bruto);
    const named = await call<PayrollRecap>('dosen1', `/rekap/payroll?dosenUuid=${dosen1Uuid}`);
    expect(named.body).toEqual(own.body);
    const admin = await call<PayrollRecap>('admin', '/rekap/payroll');
    const other = admin.body.rows.find((r) => r.dosenUuid !== dosen1Uuid)!;
    for (const path of ['/rekap/payroll', '/rekap/payroll/lines', '/rekap/payroll/export.xlsx']) {
      const res = await call<ErrorBody>('dosen1', `${path}?dosenUuid=${other.dosenUuid}`);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    const lines = await call<PayrollLinesPage>('dosen1', '/rekap/payroll/lines');
    expect(lines.body.total).toBeGreaterThan(0);
    expect(lines.body.data.length).toBeGreaterThan(0);
    expect(lines.body.data.every((l) => l.dosenUuid === dosen1Uuid)).toBe(true);
  });

  it('a koordinator sees their prodi only; anonymous is refused', async () => {
    const db = server.database.db;
    const before = await call<PayrollRecap>('koordinator', '/rekap/payroll');
    expect(before.status).toBe(200);
    expect(before.body.totals.jumlahSidang).toBe(4);
    // a sidang of another prodi (Magister Informatika, S2 rates) is not theirs
    const [mif] = await db.select({ uuid: prodi.uuid }).from(prodi).where(eq(prodi.kode, 'MIF'));
    const other = await insertFinishedJadwal(db, { tanggal: '2026-06-01', prodiUuid: mif!.uuid });
    onTestFinished(() => removeJadwal(other.jadwalUuid));
    await write(other.jadwalUuid);
    const after = await call<PayrollRecap>('koordinator', '/rekap/payroll');
    expect(after.body).toEqual(before.body);
    const all = await call<PayrollRecap>('admin', '/rekap/payroll');
    expect(all.body.totals.jumlahSidang).toBe(5);
    const june = await call<PayrollRecap>('admin', '/rekap/payroll?from=2026-06-01&to=2026-06-01');
    expect(june.body.rows.find((r) => r.perPeran.ketua)?.perPeran.ketua).toEqual({ n: 1, jumlah: 400_000 });
    const mifOnly = await call<PayrollRecap>('admin', `/rekap/payroll?prodiUuid=${mif!.uuid}`);
    expect(mifOnly.body.totals.jumlahSidang).toBe(1);
    expect((await api(server.baseUrl, 'GET', '/rekap/payroll')).status).toBe(401);
  });

  it('a koordinator naming a lecturer or a prodi outside theirs gets 404; one who sat in their sidang is theirs', async () => {
    const db = server.database.db;
    const [mif] = await db.select({ uuid: prodi.uuid }).from(prodi).where(eq(prodi.kode, 'MIF'));
    const [outsider] = await db
      .insert(dosen)
      .values({ nidn: '0499990001', nama: 'Dosen Luar Prodi', prodiUuid: mif!.uuid })
      .returning({ uuid: dosen.uuid });
    let satIn: string | undefined;
    // the sidang the outsider chaired goes first: its committee names them
    onTestFinished(async () => {
      if (satIn) await removeJadwal(satIn);
      await db.delete(dosen).where(eq(dosen.uuid, outsider!.uuid));
    });
    for (const path of ['/rekap/payroll', '/rekap/payroll/lines', '/rekap/payroll/export.xlsx']) {
      for (const query of [`dosenUuid=${outsider!.uuid}`, `prodiUuid=${mif!.uuid}`]) {
        const res = await call<ErrorBody>('koordinator', `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
        expect((await call('admin', `${path}?${query}`)).status).toBe(200);
      }
      const own = await call<ErrorBody>('koordinator', `${path}?dosenUuid=${dosen1Uuid}`);
      expect(own.status, path).toBe(200);
      const mine = await call<PayrollRecap>('dosen1', `${path}?prodiUuid=${mif!.uuid}`);
      expect(mine.status, path).toBe(200);
    }
    // an examiner from another prodi who sat in one of the koordinator's sidang is readable there
    const { jadwalUuid } = await insertFinishedJadwal(db, { tanggal: '2026-07-01', ketuaUuid: outsider!.uuid });
    satIn = jadwalUuid;
    await write(jadwalUuid);
    const sat = await call<PayrollRecap>('koordinator', `/rekap/payroll?dosenUuid=${outsider!.uuid}`);
    expect(sat.status).toBe(200);
    expect(sat.body.rows.map((r) => r.dosenUuid)).toEqual([outsider!.uuid]);
  });

  it('selects by the period of the sidang date', async () => {
    const periode = await api<{ uuid: string }>(server.baseUrl, 'POST', '/master/periode-ujian', {
      token: tokens.admin,
      body: { nama: 'Maret 2026', jenis: 'sidang', tanggalBuka: '2026-03-01', tanggalTutup: '2026-03-31' },
    });
    expect(periode.status).toBe(201);
    onTestFinished(async () => {
      await server.database.db.delete(periodeUjian).where(eq(periodeUjian.uuid, periode.body.uuid));
    });
    const march = await call<PayrollRecap>('admin', `/rekap/payroll?periodeUuid=${periode.body.uuid}`);
    expect(march.body.totals.jumlahSidang).toBe(1);
    const lines = await call<PayrollLinesPage>('admin', `/rekap/payroll/lines?periodeUuid=${periode.body.uuid}`);
    expect(lines.body.data.length).toBeGreaterThan(0);
    expect(lines.body.data.every((l) => l.tanggal === '2026-03-10')).toBe(true);
    const unknown = await call<ErrorBody>('admin', '/rekap/payroll?periodeUuid=00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('VALIDATION_FAILED');
  });

  it("the workbook speaks the reader's language", async () => {
    const db = server.database.db;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    await db.update(profiles).set({ locale: 'en' }).where(eq(profiles.userId, admin!.id));
    onTestFinished(async () => {
      await db.update(profiles).set({ locale: null }).where(eq(profiles.userId, admin!.id));
    });
    const res = await fetch(`${server.baseUrl}/api/v1/rekap/payroll/export.xlsx`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    expect(workbook.getWorksheet('Rekap')!.getRow(1).values).toContain('Gross');
    expect(workbook.getWorksheet('Rincian')!.getRow(1).values).toContain('Student');
  });

  it('lines are paged', async () => {
    const page = await call<PayrollLinesPage>('admin', '/rekap/payroll/lines?perPage=2&page=2');
    expect(page.body).toMatchObject({ page: 2, perPage: 2 });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(4);
  });

  it('the workbook opens with sheets Rekap and Rincian, rupiah formats and a totals row', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/rekap/payroll/export.xlsx`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Rekap', 'Rincian']);
    const recap = (await call<PayrollRecap>('admin', '/rekap/payroll')).body;
    const rekap = workbook.getWorksheet('Rekap')!;
    expect(rekap.rowCount).toBe(recap.rows.length + 2);
    const last = rekap.getRow(rekap.rowCount);
    const brutoCol = rekap.getRow(1).values as unknown[];
    const brutoIndex = brutoCol.indexOf('Bruto');
    expect(last.getCell(brutoIndex).value).toBe(recap.totals.bruto);
    expect(last.getCell(brutoIndex).numFmt).toBe('"Rp"#,##0');
    const lines = (await call<PayrollLinesPage>('admin', '/rekap/payroll/lines')).body;
    const rincian = workbook.getWorksheet('Rincian')!;
    expect(rincian.rowCount).toBe(lines.total + 2);
    // the sidang date is a date cell, amounts are numbers; both sheets keep their header in view
    const first = rincian.getRow(2);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Date);
    const earliest = [...lines.data.map((l) => l.tanggal)].sort()[0];
    expect((first.getCell(1).value as Date).toISOString()).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    expect((first.getCell(1).value as Date).toISOString().slice(0, 10) <= earliest!).toBe(true);
    expect(first.getCell(1).numFmt).toBe('yyyy-mm-dd');
    expect([7, 8, 9].map((c) => first.getCell(c).type)).toEqual([
      ExcelJS.ValueType.Number,
      ExcelJS.ValueType.Number,
      ExcelJS.ValueType.Number,
    ]);
    for (const sheet of workbook.worksheets) expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });
});
