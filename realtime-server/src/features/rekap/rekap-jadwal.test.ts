import type { RekapJadwal } from '@ujian/shared/jadwal';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profile';
import { dayAhead, type ErrorBody, useJadwalServer } from '../../test/jadwal';

const { state, call, draft, publish } = useJadwalServer();

describe('rekap jadwal sidang', () => {
  it('counts the scheduled sidang per day, room and dosen; koordinator their prodi; students 403', async () => {
    const day = dayAhead(40);
    const a = await draft({
      tanggal: day,
      waktu: 0,
      ruangan: 0,
      pembimbing: [3],
      komite: [
        [1, 'ketua'],
        [2, 'penguji1'],
      ],
    });
    const b = await draft({
      tanggal: day,
      waktu: 1,
      ruangan: 0,
      komite: [
        [1, 'ketua'],
        [4, 'sekretaris'],
        [2, 'penguji1'],
      ],
    });
    const other = await draft({
      tanggal: dayAhead(41),
      waktu: 0,
      ruangan: 1,
      komite: [
        [5, 'ketua'],
        [6, 'penguji1'],
      ],
      prodiUuid: state.otherProdiUuid,
    });
    await draft({
      tanggal: day,
      waktu: 2,
      ruangan: 0,
      komite: [
        [1, 'ketua'],
        [2, 'penguji1'],
      ],
    }); // stays a draft
    for (const row of [a, b, other]) expect((await publish(row)).status).toBe(200);

    const res = await call<RekapJadwal>('admin', 'GET', `/rekap/jadwal-sidang?from=${day}&to=${dayAhead(41)}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.rows.map((r) => r.uuid)).toEqual([a.uuid, b.uuid, other.uuid]);
    expect(res.body.perHari).toEqual([
      { tanggal: day, n: 2 },
      { tanggal: dayAhead(41), n: 1 },
    ]);
    expect(res.body.perRuangan[0]).toEqual({ ruanganUuid: state.ruangan[0]!.uuid, nama: state.ruangan[0]!.nama, n: 2 });
    const d1 = res.body.perDosen.find((d) => d.dosenUuid === state.dosen[1]!.uuid);
    expect(d1).toMatchObject({ ketua: 2, sekretaris: 0, penguji: 0, pembimbing: 0, total: 2 });
    expect(res.body.perDosen.find((d) => d.dosenUuid === state.dosen[2]!.uuid)).toMatchObject({ penguji: 2, total: 2 });
    expect(res.body.perDosen.find((d) => d.dosenUuid === state.dosen[3]!.uuid)).toMatchObject({ pembimbing: 1 });

    const byRoom = await call<RekapJadwal>(
      'admin',
      'GET',
      `/rekap/jadwal-sidang?ruanganUuid=${state.ruangan[1]!.uuid}&from=${day}`,
    );
    expect(byRoom.body.rows.map((r) => r.uuid)).toEqual([other.uuid]);
    const byDosen = await call<RekapJadwal>(
      'admin',
      'GET',
      `/rekap/jadwal-sidang?dosenUuid=${state.dosen[4]!.uuid}&from=${day}`,
    );
    expect(byDosen.body.rows.map((r) => r.uuid)).toEqual([b.uuid]);

    const koor = await call<RekapJadwal>('koordinator', 'GET', `/rekap/jadwal-sidang?from=${day}&to=${dayAhead(41)}`);
    expect(koor.body.rows.map((r) => r.uuid)).toEqual([a.uuid, b.uuid]);
    expect((await call<ErrorBody>('mahasiswa', 'GET', '/rekap/jadwal-sidang')).status).toBe(403);
    expect((await call<ErrorBody>('admin', 'GET', '/rekap/jadwal-sidang?from=soon')).status).toBe(400);
  });

  it('exports the recap as a workbook with sheets Jadwal and Dosen, headers in the reader’s language', async () => {
    await state.server.database.db
      .update(profiles)
      .set({ locale: 'en' })
      .where(eq(profiles.userId, state.who.admin.id));
    const day = dayAhead(40);
    const res = await fetch(`${state.server.baseUrl}/api/v1/rekap/jadwal-sidang/export.xlsx?from=${day}&to=${day}`, {
      headers: { authorization: `Bearer ${state.who.admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Jadwal', 'Dosen']);
    const jadwal = workbook.getWorksheet('Jadwal')!;
    expect(jadwal.getRow(1).getCell(2).value).toBe('Date');
    expect(jadwal.rowCount).toBe(3);
    // real date and time cells (Jakarta wall clock), not text; every sheet keeps its header in view
    expect(jadwal.getRow(1).getCell(3).value).toBe('Start');
    const [tanggal, mulai, selesai] = [2, 3, 4].map((c) => jadwal.getRow(2).getCell(c));
    expect([tanggal, mulai, selesai].map((c) => c!.type)).toEqual([
      ExcelJS.ValueType.Date,
      ExcelJS.ValueType.Date,
      ExcelJS.ValueType.Date,
    ]);
    expect((tanggal!.value as Date).toISOString()).toBe(`${day}T00:00:00.000Z`);
    expect((mulai!.value as Date).toISOString()).toBe(`${day}T08:00:00.000Z`);
    expect((selesai!.value as Date).toISOString()).toBe(`${day}T10:00:00.000Z`);
    expect([tanggal!.numFmt, mulai!.numFmt]).toEqual(['yyyy-mm-dd', 'hh:mm']);
    for (const sheet of workbook.worksheets) expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const dosen = workbook.getWorksheet('Dosen')!;
    expect(dosen.getRow(1).getCell(2).value).toBe('Lecturer');
    const rows = dosen.getSheetValues().slice(2) as unknown[][];
    const chair = rows.find((r) => r[2] === state.dosen[1]!.nama)!;
    expect(chair.slice(3, 8)).toEqual([2, 0, 0, 0, 2]);
  });
});
