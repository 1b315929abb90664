import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dayAhead, useJadwalServer } from '../test/jadwal';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** Not real calendar dates or times: each must be refused with 400 and a field, never reach the database. */
const badDates = ['2026-13-01', '2026-12-32', '2026-02-30', '2025-02-29', '0000-00-00', '0000-01-01', '2026-00-10'];
const badTimes = ['24:00', '23:60', '25:00', '12:00:60'];

describe('impossible dates and times answer 400 with fields on every route that takes one', () => {
  const { state, call, draft } = useJadwalServer();

  it('jadwal: create, patch, check, availability, list and rekap', async () => {
    const row = await draft({});
    const p = randomUUID();
    const w = () => state.waktu[0]!.uuid;
    const wrong: string[] = [];
    for (const bad of badDates) {
      const cases: Array<[string, string, unknown?]> = [
        ['POST', '/jadwal-sidang', { pengajuanUuid: p, tanggal: bad }],
        ['PATCH', `/jadwal-sidang/${row.uuid}`, { version: row.version, tanggal: bad }],
        ['POST', '/jadwal-sidang/check', { pengajuanUuid: p, tanggal: bad, waktuUjianUuid: w() }],
        ['GET', `/jadwal-sidang/availability?tanggal=${bad}&waktuUjianUuid=${w()}`],
        ['GET', `/jadwal-sidang?from=${bad}`],
        ['GET', `/jadwal-sidang?to=${bad}`],
        ['GET', `/rekap/jadwal-sidang?from=${bad}`],
        ['GET', `/rekap/jadwal-sidang/export.xlsx?to=${bad}`],
        ['POST', '/jadwal-sidang/auto-runs', { from: bad, to: dayAhead(3) }],
        ['POST', '/jadwal-sidang/auto-runs', { dates: [dayAhead(2), bad] }],
        ['GET', `/rekap/payroll?from=${bad}`],
        ['GET', `/rekap/payroll/lines?to=${bad}`],
        ['GET', `/rekap/payroll/export.xlsx?from=${bad}`],
        ['POST', '/surat/nota-dinas', { from: bad, to: dayAhead(3) }],
        ['GET', `/surat/nota-dinas/preview?from=${dayAhead(1)}&to=${bad}`],
        ['POST', '/master/periode-ujian', { nama: 'X', jenis: 'sidang', tanggalBuka: bad, tanggalTutup: dayAhead(9) }],
        [
          'POST',
          '/master/jadwal-external-umum',
          { judul: 'X', cakupan: 'semua', mulai: `${bad}T08:00:00+07:00`, selesai: `${dayAhead(1)}T10:00:00+07:00` },
        ],
      ];
      for (const [method, path, body] of cases) {
        const res = await call<ErrorBody>('admin', method, path, body);
        if (res.status !== 400 || Object.keys(res.body.error.fields ?? {}).length === 0)
          wrong.push(
            `${method} ${path} ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('times: waktu ujian and datetimes with an hour 24 or a minute 60', async () => {
    for (const bad of badTimes) {
      const cases: Array<[string, string, unknown?]> = [
        ['POST', '/master/waktu-ujian', { nama: 'Sesi X', mulai: bad, selesai: '23:00' }],
        [
          'POST',
          '/master/jadwal-external-umum',
          {
            judul: 'X',
            cakupan: 'semua',
            mulai: `${dayAhead(1)}T${bad}:00+07:00`,
            selesai: `${dayAhead(2)}T10:00:00+07:00`,
          },
        ],
      ];
      for (const [method, path, body] of cases) {
        const res = await call<ErrorBody>('admin', method, path, body);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(Object.keys(res.body.error.fields ?? {}).length).toBeGreaterThan(0);
      }
    }
  });

  it('still accepts a leap day and the last minute of a day', async () => {
    const res = await call<ErrorBody>('admin', 'GET', '/jadwal-sidang?from=2028-02-29&to=2028-03-01');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const waktu = await call<ErrorBody>('admin', 'POST', '/master/waktu-ujian', {
      nama: 'Sesi malam',
      mulai: '23:00',
      selesai: '23:59',
    });
    expect(waktu.status, JSON.stringify(waktu.body)).toBe(201);
  });
});
