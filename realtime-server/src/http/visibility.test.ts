import { subject } from '@casl/ability';
import { createAbility } from '@ujian/shared/ability';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hasilSidang } from '../db/schema/hasil';
import { jadwalKomite, jadwalSidang } from '../db/schema/jadwal';
import { payrollLine } from '../db/schema/payroll';
import { berkas, pengajuanPembimbing, pengajuanSidang, pengajuanYudisium } from '../db/schema/pengajuan';
import { surat } from '../db/schema/surat';
import { api } from '../test/harness';
import {
  bothForbidden,
  listed,
  listRows,
  readable,
  server,
  session,
  sheetsOf,
  sorted,
  status,
  useVisibilityServer,
  type Who,
  who,
  workbookOf,
} from '../test/visibility';

/**
 * Who sees what of the workflows (see test/visibility.ts): for pengajuan, jadwal, hasil, letters, the
 * jadwal recap and payroll, the list, the detail, the history, the files (ics, PDF, documents) and the
 * workbooks agree row by row, and with the CASL rules each role signs in with.
 */
describe('visibility agrees across list, detail, history, files and exports, by the CASL rules', () => {
  useVisibilityServer();

  it('jadwal sidang: list = detail = history = ics, and = what the rules allow', async () => {
    const db = server.database.db;
    const rows = await db
      .select({
        uuid: jadwalSidang.uuid,
        pengajuanUuid: jadwalSidang.pengajuanUuid,
        prodiUuid: jadwalSidang.prodiUuid,
        userId: pengajuanSidang.userId,
        status: jadwalSidang.status,
      })
      .from(jadwalSidang)
      .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid));
    expect(rows.length).toBeGreaterThan(1);
    // the seed has no cancelled row, so "published" is the status alone
    const published = new Set(['terjadwal', 'berlangsung', 'selesai']);
    expect(rows.filter((r) => r.status === 'dibatalkan')).toEqual([]);
    const komite = await db.select().from(jadwalKomite);
    const pembimbing = await db.select().from(pengajuanPembimbing);
    const all = rows.map((r) => r.uuid);
    for (const w of who) {
      const list = await listed(w, '/jadwal-sidang?perPage=100');
      const detail = await readable(w, all, (u) => `/jadwal-sidang/${u}`);
      const history = await readable(w, all, (u) => `/jadwal-sidang/${u}/history`);
      expect(sorted(list), `${w}: list vs detail`).toEqual(sorted(detail));
      expect(sorted(history), `${w}: history vs detail`).toEqual(sorted(detail));
      const ics = await readable(w, all, (u) => `/jadwal-sidang/${u}/ics`);
      expect(sorted(ics), `${w}: ics vs detail`).toEqual(sorted(detail));
      // the personal calendar feed: the rows they may open that were published (no drafts)
      const feedUrl = await api<{ url: string }>(server.baseUrl, 'GET', '/account/calendar', {
        token: session[w].token,
      });
      expect(feedUrl.status, `${w} feed url`).toBe(200);
      const feed = await fetch(`${server.baseUrl}${new URL(feedUrl.body.url).pathname}`);
      expect(feed.status, `${w} feed`).toBe(200);
      const uids = [...(await feed.text()).matchAll(/^UID:([0-9a-f-]{36})@/gm)].map((m) => m[1]!);
      expect(uids.sort(), `${w}: calendar feed vs detail`).toEqual(
        rows
          .filter((r) => detail.has(r.uuid) && published.has(r.status))
          .map((r) => r.uuid)
          .sort(),
      );
      const ability = createAbility(session[w].rules as never);
      const allowed = rows.filter((r) => {
        // the lecturers a row names: its committee and the supervisors of its pengajuan
        const dosenIds = [
          ...komite.filter((k) => k.jadwalUuid === r.uuid).map((k) => k.dosenUuid),
          ...pembimbing
            .filter((p) => p.kind === 'sidang' && p.pengajuanUuid === r.pengajuanUuid)
            .map((p) => p.dosenUuid),
        ];
        return ability.can(
          'read',
          subject('jadwal-sidang', {
            prodiId: r.prodiUuid ?? '',
            userId: String(r.userId),
            pengujiDosenIds: dosenIds,
          }) as never,
        );
      });
      expect(sorted(detail), `${w}: detail vs the CASL rules`).toEqual(allowed.map((r) => r.uuid).sort());
    }
  }, 240_000);

  it('hasil sidang: list = detail = history', async () => {
    const all = (await server.database.db.select({ uuid: hasilSidang.uuid }).from(hasilSidang)).map((r) => r.uuid);
    expect(all.length).toBeGreaterThan(0);
    for (const w of who) {
      const list = await listed(w, '/hasil-sidang?perPage=100');
      const detail = await readable(w, all, (u) => `/hasil-sidang/${u}`, 'hasil-sidang');
      const history = await readable(w, all, (u) => `/hasil-sidang/${u}/history`, 'hasil-sidang');
      expect(sorted(list), `${w}: list vs detail`).toEqual(sorted(detail));
      expect(sorted(history), `${w}: history vs detail`).toEqual(sorted(detail));
    }
  }, 240_000);

  it('letters: list = detail = PDF, and = what the rules allow', async () => {
    const rows = await server.database.db
      .select({
        uuid: surat.uuid,
        jenis: surat.jenis,
        prodiUuid: surat.prodiUuid,
        userIds: surat.userIds,
        dosenUuids: surat.dosenUuids,
      })
      .from(surat);
    expect(rows.length).toBeGreaterThan(0);
    const all = rows.map((r) => r.uuid);
    const seen = new Map<Who, number>();
    for (const w of who) {
      const list = await listed(w, '/surat?perPage=100');
      const detail = await readable(w, all, (u) => `/surat/${u}`);
      const pdf = await readable(w, all, (u) => `/surat/${u}/pdf`);
      expect(sorted(list), `${w}: list vs detail`).toEqual(sorted(detail));
      expect(sorted(pdf), `${w}: pdf vs detail`).toEqual(sorted(detail));
      const ability = createAbility(session[w].rules as never);
      const allowed = rows.filter((r) =>
        ability.can(
          'read',
          subject(r.jenis, {
            prodiId: r.prodiUuid ?? '',
            userId: (r.userIds as number[]).map(String),
            pengujiDosenIds: r.dosenUuids as string[],
          }) as never,
        ),
      );
      expect(sorted(detail), `${w}: detail vs the CASL rules`).toEqual(allowed.map((r) => r.uuid).sort());
      seen.set(w, detail.size);
    }
    // a role is what its rules say, whatever its name: the letters staff reads by the rules too
    expect(seen.get('stafSurat')).toBeGreaterThan(0);
    expect(seen.get('koordinator')).toBeLessThan(seen.get('admin')!);
  }, 240_000);

  it.each([
    ['pengajuan-sidang', 'pengajuan-sidang'],
    ['pengajuan-yudisium', 'yudisium'],
  ] as const)(
    '%s: list = detail = history = documents = workbook, and = what the rules allow',
    async (path, caslSubject) => {
      const db = server.database.db;
      const table = path === 'pengajuan-sidang' ? pengajuanSidang : pengajuanYudisium;
      const rows = await db.select({ uuid: table.uuid, userId: table.userId, prodiUuid: table.prodiUuid }).from(table);
      expect(rows.length).toBeGreaterThan(0);
      const all = rows.map((r) => r.uuid);
      const files = await db
        .select({ uuid: berkas.uuid, pengajuanUuid: berkas.pengajuanUuid })
        .from(berkas)
        .where(eq(berkas.kind, path === 'pengajuan-sidang' ? 'sidang' : 'yudisium'));
      if (path === 'pengajuan-sidang') expect(files.length).toBeGreaterThan(0);
      const seen = new Map<Who, number>();
      for (const w of who) {
        const list = await listRows<{ uuid: string; judul: string; mahasiswa: { nomorInduk: string | null } }>(
          w,
          `/${path}?perPage=100`,
        );
        const detail = await readable(w, all, (u) => `/${path}/${u}`);
        const history = await readable(w, all, (u) => `/${path}/${u}/history`);
        const documents = await readable(w, all, (u) => `/${path}/${u}/berkas`);
        const uuids = list === 'forbidden' ? list : new Set(list.map((r) => r.uuid));
        expect(sorted(uuids), `${w}: list vs detail`).toEqual(sorted(detail));
        expect(sorted(history), `${w}: history vs detail`).toEqual(sorted(detail));
        expect(sorted(documents), `${w}: documents vs detail`).toEqual(sorted(detail));
        for (const f of files)
          expect(await status(w, `/${path}/${f.pengajuanUuid}/berkas/${f.uuid}`), `${w}: document ${f.uuid}`).toBe(
            detail.has(f.pengajuanUuid) ? 200 : 404,
          );
        const ability = createAbility(session[w].rules as never);
        const allowed = rows.filter((r) =>
          ability.can('read', subject(caslSubject, { userId: String(r.userId), prodiId: r.prodiUuid ?? '' }) as never),
        );
        expect(sorted(detail), `${w}: detail vs the CASL rules`).toEqual(allowed.map((r) => r.uuid).sort());
        const book = await workbookOf(w, `/${path}/export.xlsx`);
        bothForbidden(book, list, `${w}: workbook vs list`);
        if (book === 'forbidden' || list === 'forbidden') continue;
        // columns: no, nim, nama, prodi, judul, ...
        const exported = (await sheetsOf(book))()
          .map((r) => `${r[1]}|${r[4]}`)
          .sort();
        expect(exported, `${w}: workbook vs list`).toEqual(
          list.map((r) => `${r.mahasiswa.nomorInduk ?? ''}|${r.judul}`).sort(),
        );
        seen.set(w, list.length);
      }
      // the roles tell apart: a koordinator sees their prodi only, a student their own rows
      expect(seen.get('admin')).toBe(all.length);
      if (path === 'pengajuan-sidang') {
        expect(seen.get('koordinator')).toBeGreaterThan(0);
        expect(seen.get('koordinatorSi')).toBeGreaterThan(0);
        expect(seen.get('koordinator')! + seen.get('koordinatorSi')!).toBe(all.length);
        const rekap = await api<{ total: number; drafts: number }>(server.baseUrl, 'GET', '/rekap/pengajuan-sidang', {
          token: session.koordinatorSi.token,
        });
        expect(rekap.body.total + rekap.body.drafts, 'the SI recap counts the SI list').toBe(seen.get('koordinatorSi'));
      }
      expect(seen.get('mahasiswa3')).toBe(1);
      expect(seen.get('mahasiswa')).toBe(0);
    },
    240_000,
  );

  it('rekap jadwal: the recap and its workbook hold the jadwal list rows from terjadwal on', async () => {
    const counted = new Set(['terjadwal', 'berlangsung', 'selesai']);
    const seen = new Map<Who, number>();
    for (const w of who) {
      const jadwal = await listRows<{
        uuid: string;
        status: string;
        judul: string;
        mahasiswa: { nomorInduk: string | null };
      }>(w, '/jadwal-sidang?perPage=100');
      const rekap = await api<{
        rows: Array<{ uuid: string; judul: string; mahasiswa: { nomorInduk: string | null } }>;
        perDosen: Array<{ nama: string; total: number }>;
        total: number;
      }>(server.baseUrl, 'GET', '/rekap/jadwal-sidang', { token: session[w].token });
      const res = await workbookOf(w, '/rekap/jadwal-sidang/export.xlsx');
      expect([200, 403], `${w} recap`).toContain(rekap.status);
      bothForbidden(res, rekap.status === 403 ? 'forbidden' : rekap.body, `${w}: workbook vs recap`);
      if (res === 'forbidden' || rekap.status === 403) continue;
      expect(jadwal, `${w}: a recap reader reads jadwal`).not.toBe('forbidden');
      if (jadwal === 'forbidden') continue;
      const expected = jadwal.filter((j) => counted.has(j.status)).map((j) => j.uuid);
      expect(rekap.body.rows.map((r) => r.uuid).sort(), `${w}: recap vs jadwal list`).toEqual(expected.sort());
      expect(rekap.body.total).toBe(expected.length);
      const rowsOf = await sheetsOf(res);
      // Jadwal: no, tanggal, mulai, selesai, nim, nama, prodi, judul, ...; Dosen: no, nama, ..., total
      expect(
        rowsOf('Jadwal')
          .map((r) => `${r[4]}|${r[7]}`)
          .sort(),
        `${w}: Jadwal sheet vs recap`,
      ).toEqual(rekap.body.rows.map((r) => `${r.mahasiswa.nomorInduk ?? ''}|${r.judul}`).sort());
      expect(
        rowsOf('Dosen')
          .map((r) => `${r[1]}|${r[6]}`)
          .sort(),
        `${w}: Dosen sheet vs recap`,
      ).toEqual(rekap.body.perDosen.map((d) => `${d.nama}|${d.total}`).sort());
      seen.set(w, expected.length);
    }
    expect(seen.get('admin')).toBeGreaterThan(1);
    expect(seen.get('koordinator')).toBeGreaterThan(0);
    expect(seen.get('koordinatorSi')).toBeGreaterThan(0);
    expect(seen.get('koordinator')! + seen.get('koordinatorSi')!).toBe(seen.get('admin'));
  }, 240_000);

  it('payroll: the recap, the lines and the workbook hold the lines the rules allow, of sidang the role may open', async () => {
    const db = server.database.db;
    const lines = await db
      .select({
        uuid: payrollLine.uuid,
        jadwalUuid: payrollLine.jadwalUuid,
        dosenUuid: payrollLine.dosenUuid,
        prodiUuid: payrollLine.prodiUuid,
      })
      .from(payrollLine);
    expect(lines.length).toBeGreaterThan(0);
    const seen = new Map<Who, number>();
    for (const w of who) {
      const recap = await api<{ rows: Array<{ nidn: string; bruto: number }>; totals: { bruto: number } }>(
        server.baseUrl,
        'GET',
        '/rekap/payroll',
        { token: session[w].token },
      );
      const listed = await api<{
        data: Array<{ uuid: string; jadwalUuid: string; nidn: string; mahasiswa: string | null; jumlah: number }>;
        total: number;
      }>(server.baseUrl, 'GET', '/rekap/payroll/lines?perPage=200', { token: session[w].token });
      const res = await workbookOf(w, '/rekap/payroll/export.xlsx');
      expect([200, 403], `${w} payroll`).toContain(recap.status);
      expect(listed.status, `${w}: lines vs recap`).toBe(recap.status);
      bothForbidden(res, recap.status === 403 ? 'forbidden' : recap.body, `${w}: workbook vs recap`);
      if (res === 'forbidden' || recap.status === 403) continue;
      expect(listed.body.data.length).toBe(listed.body.total);
      const ability = createAbility(session[w].rules as never);
      const allowed = lines.filter((l) =>
        ability.can(
          'read',
          subject('rekapitulasi-payroll', { dosenId: l.dosenUuid, prodiId: l.prodiUuid ?? '' }) as never,
        ),
      );
      expect(listed.body.data.map((l) => l.uuid).sort(), `${w}: lines vs the CASL rules`).toEqual(
        allowed.map((l) => l.uuid).sort(),
      );
      // a line is pay for a sidang: the role may open it
      for (const jadwalUuid of new Set(listed.body.data.map((l) => l.jadwalUuid)))
        expect(await status(w, `/jadwal-sidang/${jadwalUuid}`), `${w}: the sidang of a line`).toBe(200);
      const rowsOf = await sheetsOf(res);
      // Rekap: nama, nidn, ... one row per lecturer, then the totals row; Rincian: tanggal, nama, nidn,
      // peran, mahasiswa, prodi, jumlah, ...
      const rekapSheet = rowsOf('Rekap');
      expect(rekapSheet.length, `${w}: Rekap sheet rows and totals`).toBe(recap.body.rows.length + 1);
      expect(
        rekapSheet
          .slice(0, -1)
          .map((r) => r[1])
          .sort(),
        `${w}: Rekap sheet vs recap`,
      ).toEqual(recap.body.rows.map((r) => r.nidn).sort());
      const rincian = rowsOf('Rincian');
      expect(rincian.length, `${w}: Rincian rows and totals`).toBe(listed.body.data.length + 1);
      expect(rincian.at(-1)![6], `${w}: Rincian total`).toBe(String(recap.body.totals.bruto));
      expect(
        rincian
          .slice(0, -1)
          .map((r) => `${r[2]}|${r[4]}|${r[6]}`)
          .sort(),
        `${w}: Rincian vs lines`,
      ).toEqual(listed.body.data.map((l) => `${l.nidn}|${l.mahasiswa ?? ''}|${l.jumlah}`).sort());
      expect(recap.body.totals.bruto).toBe(listed.body.data.reduce((s, l) => s + l.jumlah, 0));
      seen.set(w, listed.body.data.length);
    }
    expect(seen.get('admin')).toBe(lines.length);
    expect(seen.get('koordinatorSi')).toBe(lines.length);
    expect(seen.get('koordinator')).toBe(0);
    expect(seen.get('dosen1')).toBeGreaterThan(0);
    expect(seen.get('dosenLuar')).toBe(0);
    expect(seen.has('mahasiswa3')).toBe(false);
  }, 240_000);
});
