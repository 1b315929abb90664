import type { Pengajuan } from '@ujian/shared/pengajuan';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { events } from '../../db/schema/events';
import { prodi } from '../../db/schema/master';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import type { TestServer } from '../../test/harness';
import { pdfBytes, pngBytes, upload } from '../../test/pengajuan';
import { sidangDocs, usePengajuanServer } from '../../test/pengajuan-suite';

const suite = usePengajuanServer();
const { call, createSidang, uploadAll } = suite;
let server: TestServer;
let who: typeof suite.state.who;
beforeAll(() => {
  ({ server, who } = suite.state);
});

describe('pengajuan: who sees what (filtered in SQL by the ability)', () => {
  let mine: Pengajuan;
  let otherProdi: Pengajuan;
  let fileUuid: string;

  beforeAll(async () => {
    mine = await createSidang('mahasiswa', 'Milik mahasiswa satu');
    await uploadAll('mahasiswa', 'pengajuan-sidang', mine.uuid, ['naskah']);
    fileUuid = (await call('mahasiswa', 'GET', `/pengajuan-sidang/${mine.uuid}`)).body.berkas[0]!.uuid;
    // mahasiswa2 studies in another prodi (SI): the IF koordinator must not see their rows
    const [si] = await server.database.db.select().from(prodi).where(eq(prodi.kode, 'SI'));
    const [m2] = await server.database.db.select().from(users).where(eq(users.username, 'mahasiswa2'));
    await server.database.db.update(profiles).set({ prodiUuid: si!.uuid }).where(eq(profiles.userId, m2!.id));
    otherProdi = await createSidang('mahasiswa2', 'Milik mahasiswa dua dari SI');
  });

  it('never shows a student another student’s row, history or file', async () => {
    const list = await call<{ data: Pengajuan[]; total: number }>('mahasiswa3', 'GET', '/pengajuan-sidang?perPage=100');
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((p) => p.userId === who.mahasiswa3.id)).toBe(true);
    expect(list.body.data.map((p) => p.uuid)).not.toContain(mine.uuid);
    expect(list.body.total).toBe(list.body.data.length);
    for (const path of [
      `/pengajuan-sidang/${mine.uuid}`,
      `/pengajuan-sidang/${mine.uuid}/history`,
      `/pengajuan-sidang/${mine.uuid}/berkas`,
      `/pengajuan-sidang/${mine.uuid}/berkas/${fileUuid}`,
    ])
      expect((await call('mahasiswa3', 'GET', path)).status, path).toBe(404);
    expect((await call('mahasiswa3', 'PATCH', `/pengajuan-sidang/${mine.uuid}`, { judul: 'x' })).status).toBe(404);
    expect(
      (await call('mahasiswa3', 'POST', `/pengajuan-sidang/${mine.uuid}/transitions`, { event: 'CANCEL' })).status,
    ).toBe(404);
    expect((await call('mahasiswa3', 'DELETE', `/pengajuan-sidang/${mine.uuid}/berkas/${fileUuid}`)).status).toBe(404);
    const foreignUpload = await upload(
      server.baseUrl,
      who.mahasiswa3.token,
      `/pengajuan-sidang/${mine.uuid}/berkas`,
      { jenis: 'naskah' },
      {
        bytes: pdfBytes(),
        filename: 'x.pdf',
      },
    );
    expect(foreignUpload.status).toBe(404);
    const own = await call<{ data: Pengajuan[] }>('mahasiswa', 'GET', '/pengajuan-sidang?perPage=100');
    expect(own.body.data.map((p) => p.uuid)).toContain(mine.uuid);
    expect(own.body.data.length).toBeGreaterThan(0);
    expect(own.body.data.every((p) => p.userId === who.mahasiswa.id)).toBe(true);
  });

  it('shows a koordinator only their prodi and an admin everything', async () => {
    const k = await call<{ data: Pengajuan[]; total: number }>('koordinator', 'GET', '/pengajuan-sidang?perPage=100');
    const kUuids = k.body.data.map((p) => p.uuid);
    expect(kUuids).toContain(mine.uuid);
    expect(kUuids).not.toContain(otherProdi.uuid);
    expect(new Set(k.body.data.map((p) => p.prodiNama))).toEqual(new Set(['Informatika']));
    expect((await call('koordinator', 'GET', `/pengajuan-sidang/${otherProdi.uuid}`)).status).toBe(404);
    const a = await call<{ data: Pengajuan[] }>('admin', 'GET', '/pengajuan-sidang?perPage=100');
    expect(a.body.data.map((p) => p.uuid)).toEqual(expect.arrayContaining([mine.uuid, otherProdi.uuid]));
  });

  it('tells a change to the student, the koordinator of that prodi and admins only', async () => {
    const mineCancel = await createSidang('mahasiswa', 'Dibatalkan IF');
    expect(
      (await call('mahasiswa', 'POST', `/pengajuan-sidang/${mineCancel.uuid}/transitions`, { event: 'CANCEL' })).status,
    ).toBe(200);
    expect(
      (await call('mahasiswa2', 'POST', `/pengajuan-sidang/${otherProdi.uuid}/transitions`, { event: 'CANCEL' }))
        .status,
    ).toBe(200);
    const recipientsOfEvent = async (uuid: string) =>
      (
        await server.database.db
          .select({ userId: events.userId })
          .from(events)
          .where(and(eq(events.type, 'pengajuan:status'), sql`${events.data}->>'uuid' = ${uuid}`))
      )
        .map((e) => e.userId)
        .sort((a, b) => a - b);
    expect(await recipientsOfEvent(mineCancel.uuid)).toEqual(
      [who.mahasiswa.id, who.koordinator.id, who.admin.id].sort((a, b) => a - b),
    );
    // the SI pengajuan: no IF koordinator, no other student
    expect(await recipientsOfEvent(otherProdi.uuid)).toEqual([who.mahasiswa2.id, who.admin.id].sort((a, b) => a - b));
  });

  it('lets the owner download with Content-Disposition: attachment, and the koordinator of the prodi too', async () => {
    for (const as of ['mahasiswa', 'koordinator', 'admin'] as const) {
      const res = await fetch(`${server.baseUrl}/api/v1/pengajuan-sidang/${mine.uuid}/berkas/${fileUuid}`, {
        headers: { authorization: `Bearer ${who[as].token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="naskah\.pdf"/);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(pdfBytes()))).toBe(true);
    }
  });

  it('searches, filters by status and pages in SQL', async () => {
    const found = await call<{ data: Pengajuan[]; total: number }>(
      'admin',
      'GET',
      '/pengajuan-sidang?q=MAHASISWA%20DUA',
    );
    expect(found.body.data.map((p) => p.uuid)).toEqual([otherProdi.uuid]);
    const byName = await call<{ data: Pengajuan[]; total: number }>('admin', 'GET', '/pengajuan-sidang?q=dimas');
    expect(byName.body.data.length).toBeGreaterThan(0);
    expect(byName.body.data.every((p) => p.mahasiswa.fullName === 'Dimas Saputra')).toBe(true);
    expect(byName.body.total).toBeGreaterThan(0);
    const selesai = await call<{ data: Pengajuan[]; total: number }>(
      'admin',
      'GET',
      '/pengajuan-sidang?status=selesai',
    );
    expect(selesai.body.data.length).toBeGreaterThan(0);
    expect(selesai.body.data.every((p) => p.status === 'selesai')).toBe(true);
    const paged = await call<{ data: Pengajuan[]; total: number; page: number; perPage: number }>(
      'admin',
      'GET',
      '/pengajuan-sidang?perPage=1&page=2&sortBy=judul-asc',
    );
    expect(paged.body).toMatchObject({ page: 2, perPage: 1 });
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.total).toBeGreaterThan(2);
  });

  it('exports the filtered list as .xlsx', async () => {
    // submitted at 06:30 WIB on 1 December (23:30 UTC the day before): the workbook shows 1 December, 06:30
    const [mine] = await server.database.db
      .update(pengajuanSidang)
      .set({ submittedAt: new Date('2026-11-30T23:30:00Z') })
      .where(eq(pengajuanSidang.judul, 'Milik mahasiswa satu'))
      .returning({ uuid: pengajuanSidang.uuid });
    expect(mine).toBeDefined();
    const res = await fetch(`${server.baseUrl}/api/v1/pengajuan-sidang/export.xlsx?q=milik`, {
      headers: { authorization: `Bearer ${who.koordinator.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const expected = await call<{ total: number }>('koordinator', 'GET', '/pengajuan-sidang?q=milik');
    expect(sheet.rowCount).toBe(expected.body.total + 1);
    const judul = sheet.getColumn(5).values.slice(2).map(String);
    expect(judul).toContain('Milik mahasiswa satu');
    expect(judul).not.toContain('Milik mahasiswa dua dari SI');
    const row = sheet.getRow(judul.indexOf('Milik mahasiswa satu') + 2);
    expect(row.getCell(9).type).toBe(ExcelJS.ValueType.Date);
    expect((row.getCell(9).value as Date).toISOString()).toBe('2026-12-01T06:30:00.000Z');
    expect(row.getCell(9).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(row.getCell(10).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('counts the recap by prodi and status for staff only', async () => {
    const admin = await call<{ rows: Array<{ prodiNama: string; counts: Record<string, number> }>; total: number }>(
      'admin',
      'GET',
      '/rekap/pengajuan-sidang',
    );
    expect(admin.status).toBe(200);
    const informatika = admin.body.rows.find((r) => r.prodiNama === 'Informatika');
    expect(informatika?.counts.selesai).toBeGreaterThanOrEqual(1);
    const k = await call<{ rows: Array<{ prodiNama: string }> }>('koordinator', 'GET', '/rekap/pengajuan-sidang');
    expect(k.body.rows.length).toBeGreaterThan(0);
    expect(k.body.rows.every((r) => r.prodiNama === 'Informatika')).toBe(true);
    expect((await call('mahasiswa', 'GET', '/rekap/pengajuan-sidang')).status).toBe(403);
  });
});

describe('berkas uploads', () => {
  let uuid: string;
  beforeAll(async () => {
    uuid = (await createSidang('mahasiswa', 'Untuk uji unggah')).uuid;
  });
  const post = (fields: Record<string, string>, file?: Parameters<typeof upload>[4]) =>
    upload(server.baseUrl, who.mahasiswa.token, `/pengajuan-sidang/${uuid}/berkas`, fields, file);

  it('refuses a PNG renamed to .pdf with 415 and stores nothing', async () => {
    const res = await post({ jenis: 'naskah' }, { bytes: pngBytes(), filename: 'naskah.pdf' });
    expect(res.status).toBe(415);
    expect(res.body.error?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await call('mahasiswa', 'GET', `/pengajuan-sidang/${uuid}`)).body.berkas).toEqual([]);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413', async () => {
    const big = pdfBytes(10 * 1024 * 1024 + 1);
    const res = await post({ jenis: 'naskah' }, { bytes: big, filename: 'besar.pdf' });
    expect(res.status).toBe(413);
    expect(res.body.error?.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await call('mahasiswa', 'GET', `/pengajuan-sidang/${uuid}`)).body.berkas).toEqual([]);
  });

  it('needs a file and a known jenis; takes the part `file` too and replaces per jenis', async () => {
    expect((await post({ jenis: 'naskah' })).status).toBe(400);
    const unknownJenis = await post({ jenis: 'foto' }, { bytes: pdfBytes(), filename: 'a.pdf' });
    expect(unknownJenis.status).toBe(400);
    expect(unknownJenis.body.error?.code).toBe('VALIDATION_FAILED');
    const first = await post({ jenis: 'naskah' }, { bytes: pdfBytes(), filename: 'v1.pdf', part: 'file' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ jenis: 'naskah', filename: 'v1.pdf', size: 2048, mime: 'application/pdf' });
    const second = await post(
      { jenis: 'naskah', retribusi_id: 'R-1' },
      { bytes: pdfBytes(4096), filename: '../../v2.pdf' },
    );
    expect(second.status).toBe(201);
    expect(second.body.filename).toBe('v2.pdf');
    const body = (await call('mahasiswa', 'GET', `/pengajuan-sidang/${uuid}`)).body;
    expect(body.berkas.map((b) => b.filename)).toEqual(['v2.pdf']);
    expect(body.retribusiId).toBe('R-1');
  });

  it('deletes a document while editable only', async () => {
    const file = (await call('mahasiswa', 'GET', `/pengajuan-sidang/${uuid}`)).body.berkas[0]!;
    expect((await call('mahasiswa', 'DELETE', `/pengajuan-sidang/${uuid}/berkas/${file.uuid}`)).status).toBe(204);
    await uploadAll('mahasiswa', 'pengajuan-sidang', uuid, sidangDocs);
    expect((await call('mahasiswa', 'POST', `/pengajuan-sidang/${uuid}/transitions`, { event: 'SUBMIT' })).status).toBe(
      200,
    );
    const kept = (await call('mahasiswa', 'GET', `/pengajuan-sidang/${uuid}`)).body.berkas[0]!;
    expect((await call('mahasiswa', 'DELETE', `/pengajuan-sidang/${uuid}/berkas/${kept.uuid}`)).status).toBe(409);
    const late = await post({ jenis: 'naskah' }, { bytes: pdfBytes(), filename: 'late.pdf' });
    expect(late.status).toBe(409);
  });
});
