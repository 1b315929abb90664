import { subject } from '@casl/ability';
import { createAbility } from '@ujian/shared/ability';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../db/schema/auth';
import { hasilSidang, perubahanNilai } from '../db/schema/hasil';
import { jadwalKomite, jadwalSidang } from '../db/schema/jadwal';
import { ketersediaan } from '../db/schema/ketersediaan';
import { dosen, prodi } from '../db/schema/master';
import { notifications } from '../db/schema/notifications';
import { payrollLine } from '../db/schema/payroll';
import { berkas, pengajuanPembimbing, pengajuanSidang, pengajuanYudisium } from '../db/schema/pengajuan';
import { profiles } from '../db/schema/profile';
import { surat } from '../db/schema/surat';
import { api, demoPasswords, loginAs, startTestServer, type TestServer } from '../test/harness';

/**
 * Who sees what, generated from the CASL rules each role signs in with (`userData.ability`): for every
 * readable resource and each role (admin, the koordinator of prodi A and of prodi B, a dosen on and one
 * off the committees, a pembimbing who sits on none, students with and without a sidang), the list,
 * the detail, the history, the files (ics, PDF, documents) and the workbooks (xlsx exports) agree row
 * by row, and the jadwal rows are the ones the rules allow.
 */
const who = [
  'admin',
  'koordinator',
  'koordinatorSi',
  'stafSurat',
  'dosen1',
  'dosen2',
  'dosen3',
  'dosenLuar',
  'pembimbing',
  'mahasiswa',
  'mahasiswa2',
  'mahasiswa3',
  'mahasiswa4',
] as const;
type Who = (typeof who)[number];

/** The accounts the demo seed lacks, each a copy of a demo account's role and password. */
const extra = {
  koordinatorSi: { from: 'koordinator', password: demoPasswords.koordinator },
  stafSurat: { from: 'koordinator', password: demoPasswords.koordinator },
  dosenLuar: { from: 'dosen1', password: demoPasswords.dosen1 },
  pembimbing: { from: 'dosen1', password: demoPasswords.dosen1 },
} as const;
const passwordOf = (w: Who): string =>
  w in extra
    ? extra[w as keyof typeof extra].password
    : w === 'mahasiswa3' || w === 'mahasiswa4'
      ? demoPasswords.mahasiswa
      : demoPasswords[w as keyof typeof demoPasswords];

/** A workbook's sheets, each as rows of cell texts (empty cells ''), header row left out. */
async function sheetsOf(res: Response): Promise<(name?: string) => string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  return (name) => {
    const sheet = name ? workbook.getWorksheet(name) : workbook.worksheets[0];
    expect(sheet, `sheet ${name ?? 'first'}`).toBeDefined();
    const rows: string[][] = [];
    sheet!.eachRow((row, n) => {
      if (n > 1) rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v == null ? '' : String(v))));
    });
    return rows;
  };
}

describe('visibility agrees across list, detail, history, files and exports, by the CASL rules', () => {
  let server: TestServer;
  const session = {} as Record<Who, { token: string; rules: unknown[]; id: number }>;
  let prodiSi: string;

  beforeAll(async () => {
    server = await startTestServer({ realtime: true, seedDocuments: true });
    const db = server.database.db;
    const [si] = await db.select().from(prodi).where(eq(prodi.kode, 'SI'));
    prodiSi = si!.uuid;
    const userOf = async (username: string) => (await db.select().from(users).where(eq(users.username, username)))[0]!;
    // mahasiswa3's whole sidang (pengajuan, jadwal, payroll lines, letters) belongs to prodi B (SI):
    // the IF koordinator and the SI koordinator each see one side
    const m3 = await userOf('mahasiswa3');
    await db.update(profiles).set({ prodiUuid: prodiSi }).where(eq(profiles.userId, m3.id));
    const moved = await db
      .update(pengajuanSidang)
      .set({ prodiUuid: prodiSi })
      .where(eq(pengajuanSidang.userId, m3.id))
      .returning({ uuid: pengajuanSidang.uuid });
    expect(moved.length).toBe(1);
    const jadwal = await db
      .update(jadwalSidang)
      .set({ prodiUuid: prodiSi })
      .where(
        inArray(
          jadwalSidang.pengajuanUuid,
          moved.map((m) => m.uuid),
        ),
      )
      .returning({ uuid: jadwalSidang.uuid });
    expect(jadwal.length).toBe(1);
    await db
      .update(payrollLine)
      .set({ prodiUuid: prodiSi })
      .where(
        inArray(
          payrollLine.jadwalUuid,
          jadwal.map((j) => j.uuid),
        ),
      );
    await db
      .update(surat)
      .set({ prodiUuid: prodiSi })
      .where(sql`${surat.userIds} @> ${JSON.stringify([m3.id])}::jsonb`);
    // the accounts the seed lacks: the SI koordinator, a lecturer on no sidang, a pembimbing on no committee
    const [free] = await db
      .select({ uuid: dosen.uuid })
      .from(dosen)
      .where(
        and(
          isNull(dosen.userId),
          sql`not exists (select 1 from ${jadwalKomite} where ${jadwalKomite.dosenUuid} = ${dosen.uuid})`,
          sql`not exists (select 1 from ${pengajuanPembimbing} where ${pengajuanPembimbing.dosenUuid} = ${dosen.uuid})`,
        ),
      )
      .limit(1);
    const [supervisor] = await db
      .select({ uuid: dosen.uuid })
      .from(dosen)
      .where(
        and(
          isNull(dosen.userId),
          sql`not exists (select 1 from ${jadwalKomite} where ${jadwalKomite.dosenUuid} = ${dosen.uuid})`,
          sql`exists (select 1 from ${pengajuanPembimbing} where ${pengajuanPembimbing.dosenUuid} = ${dosen.uuid})`,
        ),
      )
      .limit(1);
    expect(free).toBeDefined();
    expect(supervisor).toBeDefined();
    // a role hak-akses made: the letters of the faculty (every prodi) and the SKTMT of their own prodi
    const [staf] = await db
      .insert(roles)
      .values({
        name: 'staf-surat',
        rules: [
          { action: 'read', subject: 'Auth' },
          { action: 'read', subject: 'ACL' },
          { action: 'read', subject: 'surat-tugas-pembimbing' },
          { action: 'read', subject: 'sktmt', conditions: { prodiId: '${user.prodiId}' } },
        ],
      })
      .returning({ id: roles.id });
    const accounts = [
      { w: 'koordinatorSi', prodiUuid: prodiSi, dosenUuid: undefined },
      { w: 'stafSurat', prodiUuid: prodiSi, dosenUuid: undefined, roleId: staf!.id },
      { w: 'dosenLuar', prodiUuid: si!.uuid, dosenUuid: free!.uuid },
      { w: 'pembimbing', prodiUuid: null, dosenUuid: supervisor!.uuid },
    ] as const;
    for (const a of accounts) {
      const source = await userOf(extra[a.w].from);
      const [created] = await db
        .insert(users)
        .values({
          username: a.w.toLowerCase(),
          email: `${a.w.toLowerCase()}@demo.ac.id`,
          passwordHash: source.passwordHash,
          fullName: a.w,
          roleId: 'roleId' in a ? a.roleId : source.roleId,
          reviewedAt: new Date(),
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      await db.insert(profiles).values({ userId: created!.id, prodiUuid: a.prodiUuid });
      if (a.dosenUuid) await db.update(dosen).set({ userId: created!.id }).where(eq(dosen.uuid, a.dosenUuid));
    }
    for (const w of who) {
      const login = await loginAs(server.baseUrl, w in extra ? w.toLowerCase() : w, passwordOf(w));
      session[w] = { token: login.accessToken, rules: login.userData.ability, id: login.userData.id };
    }
    // mahasiswa2 studies in SI and has a draft; mahasiswa3 (lulus) asks for yudisium
    const m2 = await userOf('mahasiswa2');
    await db.update(profiles).set({ prodiUuid: prodiSi }).where(eq(profiles.userId, m2.id));
    const draft = await api(server.baseUrl, 'POST', '/pengajuan-sidang', {
      token: session.mahasiswa2.token,
      body: { judul: 'Analitika Rantai Pasok Berbasis Data Transaksi', pembimbingIds: [supervisor!.uuid] },
    });
    expect(draft.status).toBe(201);
    const yudisium = await api(server.baseUrl, 'POST', '/pengajuan-yudisium', {
      token: session.mahasiswa3.token,
      body: { judul: 'Yudisium Dimas Saputra' },
    });
    expect(yudisium.status).toBe(201);
  }, 180_000);
  afterAll(() => server?.close());

  const status = async (w: Who, path: string) =>
    (await api(server.baseUrl, 'GET', path, { token: session[w].token })).status;
  /** A list's rows (one page holds them all), or 'forbidden' on a 403. */
  const listRows = async <T extends { uuid: string }>(w: Who, path: string): Promise<T[] | 'forbidden'> => {
    const res = await api<{ data: T[]; total: number }>(server.baseUrl, 'GET', path, { token: session[w].token });
    if (res.status === 403) return 'forbidden';
    expect(res.status, `${w} ${path}`).toBe(200);
    expect(res.body.total, `${w} ${path}: one page holds all`).toBeLessThanOrEqual(100);
    expect(res.body.data.length, `${w} ${path}`).toBe(res.body.total);
    return res.body.data;
  };
  const listed = async (w: Who, path: string): Promise<Set<string> | 'forbidden'> => {
    const rows = await listRows(w, path);
    return rows === 'forbidden' ? rows : new Set(rows.map((r) => r.uuid));
  };
  /** An export's workbook, or 'forbidden' on a 403. */
  const workbookOf = async (w: Who, path: string): Promise<Response | 'forbidden'> => {
    const res = await fetch(`${server.baseUrl}/api/v1${path}`, {
      headers: { authorization: `Bearer ${session[w].token}` },
    });
    if (res.status === 403) return 'forbidden';
    expect(res.status, `${w} ${path}`).toBe(200);
    return res;
  };
  /** The same answer (a status, or 'forbidden') from two routes that guard one resource. */
  const bothForbidden = (a: unknown, b: unknown, what: string) =>
    expect(a === 'forbidden', what).toBe(b === 'forbidden');
  /**
   * The uuids among `all` for which `path(uuid)` answers 200 to `w`; 404 otherwise, or 403 when the
   * route guards `type` and the rules give `w` no read on it at all.
   */
  const readable = async (w: Who, all: string[], path: (uuid: string) => string, type?: string) => {
    const out = new Set<string>();
    const typeReadable = type === undefined || createAbility(session[w].rules as never).can('read', type as never);
    for (const uuid of all) {
      const s = await status(w, path(uuid));
      expect(typeReadable ? [200, 404] : [403], `${w} ${path(uuid)}`).toContain(s);
      if (s === 200) out.add(uuid);
    }
    return out;
  };
  const sorted = (s: Set<string> | 'forbidden') => (s === 'forbidden' ? [] : [...s].sort());

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

  it('ketersediaan: the list, the per-lecturer read and the summary hold the lecturers the rules allow', async () => {
    const db = server.database.db;
    const lecturers = await db
      .select({ uuid: dosen.uuid, prodiUuid: dosen.prodiUuid, active: dosen.active })
      .from(dosen);
    expect(lecturers.length).toBeGreaterThan(3);
    // one block per lecturer, so whose blocks a role reads shows in every answer
    const blocks = await db
      .insert(ketersediaan)
      .values(
        lecturers.map((d) => ({
          dosenUuid: d.uuid,
          mulai: new Date('2031-03-03T01:00:00Z'),
          selesai: new Date('2031-03-03T03:00:00Z'),
        })),
      )
      .returning({ uuid: ketersediaan.uuid, dosenUuid: ketersediaan.dosenUuid });
    const range = 'from=2031-03-01&to=2031-03-31';
    const seen = new Map<Who, number>();
    for (const w of who) {
      const ability = createAbility(session[w].rules as never);
      const allowed = lecturers.filter((d) =>
        ability.can('read', subject('ketersediaan', { dosenId: d.uuid, prodiId: d.prodiUuid ?? '' }) as never),
      );
      const res = await api<{ data: Array<{ uuid: string; dosenUuid: string }> }>(
        server.baseUrl,
        'GET',
        `/ketersediaan?${range}`,
        { token: session[w].token },
      );
      if (!ability.can('read', 'ketersediaan' as never)) {
        expect(res.status, `${w}: list`).toBe(403);
        expect(allowed, w).toEqual([]);
        seen.set(w, 0);
        continue;
      }
      expect(res.status, `${w}: list`).toBe(200);
      const ours = res.body.data.filter((r) => blocks.some((b) => b.uuid === r.uuid));
      expect(ours.map((r) => r.dosenUuid).sort(), `${w}: list vs the CASL rules`).toEqual(
        allowed.map((d) => d.uuid).sort(),
      );
      // a lecturer's own read: 200 with their block where the list has it, 404 otherwise
      for (const d of lecturers) {
        const one = await api<{ data: Array<{ uuid: string }> }>(
          server.baseUrl,
          'GET',
          `/ketersediaan?dosenUuid=${d.uuid}&${range}`,
          { token: session[w].token },
        );
        const mayRead = allowed.some((a) => a.uuid === d.uuid);
        expect(one.status, `${w}: ketersediaan of ${d.uuid}`).toBe(mayRead ? 200 : 404);
        if (mayRead) expect(one.body.data.length, `${w}: ${d.uuid}`).toBeGreaterThan(0);
      }
      seen.set(w, allowed.length);
    }
    expect(seen.get('admin')).toBe(lecturers.length);
    expect(seen.get('dosen1')).toBe(1);
    expect(seen.get('dosenLuar')).toBe(1);
    expect(seen.get('koordinator')).toBeGreaterThan(0);
    expect(seen.get('koordinator')).toBeLessThan(lecturers.length);
    expect(seen.get('mahasiswa')).toBe(0);
    // the summary: staff only, one row per active lecturer of the prodi they may read
    for (const w of who) {
      const res = await api<{ rows: Array<{ dosenUuid: string; blok: number }> }>(
        server.baseUrl,
        'GET',
        `/ketersediaan/ringkasan?${range}`,
        { token: session[w].token },
      );
      const ability = createAbility(session[w].rules as never);
      expect(res.status, `${w}: summary`).toBe(ability.can('read', 'rekapitulasi-jadwal-sidang' as never) ? 200 : 403);
      if (res.status !== 200) continue;
      // exactly the active lecturers whose blocks they read, each with the block made above
      const readableActive = lecturers.filter(
        (d) =>
          d.active &&
          ability.can('read', subject('ketersediaan', { dosenId: d.uuid, prodiId: d.prodiUuid ?? '' }) as never),
      );
      expect(readableActive.length, `${w}: summary`).toBeGreaterThan(0);
      expect(res.body.rows.map((r) => r.dosenUuid).sort(), `${w}: summary vs the CASL rules`).toEqual(
        readableActive.map((d) => d.uuid).sort(),
      );
      expect(
        res.body.rows.filter((r) => r.blok < 1),
        `${w}: summary counts the blocks`,
      ).toEqual([]);
    }
  }, 240_000);

  it('notifikasi: each user lists only their own and marks only their own', async () => {
    const db = server.database.db;
    // a note for some of them, so "their own" is never vacuous and another's always exists
    await db.insert(notifications).values(
      (['admin', 'koordinatorSi', 'dosen1', 'pembimbing', 'mahasiswa'] as const).map((w) => ({
        userId: session[w].id,
        title: `Untuk ${w}`,
        body: 'Catatan uji',
      })),
    );
    const mine = await db
      .select({ id: notifications.id, userId: notifications.userId, readAt: notifications.readAt })
      .from(notifications);
    expect(mine.length).toBeGreaterThan(0);
    const someone = new Map(mine.map((n) => [n.id, n.userId]));
    let withAny = 0;
    for (const w of who) {
      const res = await api<{ data: Array<{ id: number }>; total: number }>(
        server.baseUrl,
        'GET',
        '/notifikasi?perPage=100',
        { token: session[w].token },
      );
      expect(res.status, w).toBe(200);
      const own = mine.filter((n) => n.userId === session[w].id).map((n) => n.id);
      expect(res.body.total, `${w}: count`).toBe(own.length);
      expect(
        res.body.data.map((n) => n.id).sort((a, b) => a - b),
        `${w}: only their own`,
      ).toEqual(own.slice(0, 100).sort((a, b) => a - b));
      if (own.length > 0) withAny++;
      // another user's notification: not found, and left unread
      const other = [...someone].find(([, userId]) => userId !== session[w].id);
      expect(other, w).toBeDefined();
      expect(
        (await api(server.baseUrl, 'POST', `/notifikasi/${other![0]}/read`, { token: session[w].token })).status,
      ).toBe(404);
    }
    expect(withAny).toBeGreaterThanOrEqual(5);
    // nobody's mark reached a note that was not theirs
    const after = await db.select({ id: notifications.id, readAt: notifications.readAt }).from(notifications);
    expect(after.length).toBe(mine.length);
    for (const n of after)
      expect(n.readAt?.getTime() ?? null, `note ${n.id}`).toBe(
        mine.find((m) => m.id === n.id)!.readAt?.getTime() ?? null,
      );
  }, 240_000);

  it('pengguna: the list and the detail answer the same roles, by the rules', async () => {
    const ids = (await server.database.db.select({ id: users.id }).from(users)).map((u) => u.id);
    for (const w of who) {
      const ability = createAbility(session[w].rules as never);
      const list = await api<{ data: Array<{ id: number }>; total: number }>(
        server.baseUrl,
        'GET',
        '/pengguna?perPage=100',
        { token: session[w].token },
      );
      const expected = ability.can('read', 'pengguna' as never) ? 200 : 403;
      expect(list.status, `${w}: list`).toBe(expected);
      for (const id of ids) expect(await status(w, `/pengguna/${id}`), `${w}: user ${id}`).toBe(expected);
      if (expected === 200) {
        expect(list.body.total).toBe(ids.length);
        expect(list.body.data.map((u) => u.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      }
    }
  }, 240_000);

  it('perubahan nilai: list = detail = who reads the hasil but its student (and the requester); only the deciders meet the version', async () => {
    const db = server.database.db;
    const finals = await db
      .select({ uuid: hasilSidang.uuid, jadwalUuid: hasilSidang.jadwalUuid })
      .from(hasilSidang)
      .where(eq(hasilSidang.status, 'final'));
    expect(finals.length).toBeGreaterThan(0);
    // each final result without one gets a request from an examiner who signs in here (else from the admin)
    const accountOf = new Map(who.map((w) => [session[w].id, w]));
    const open = new Set(
      (await db.select({ hasilUuid: perubahanNilai.hasilUuid }).from(perubahanNilai)).map((r) => r.hasilUuid),
    );
    for (const h of finals.filter((f) => !open.has(f.uuid))) {
      const members = await db
        .select({ dosenUuid: jadwalKomite.dosenUuid, userId: dosen.userId })
        .from(jadwalKomite)
        .innerJoin(dosen, eq(dosen.uuid, jadwalKomite.dosenUuid))
        .where(eq(jadwalKomite.jadwalUuid, h.jadwalUuid));
      expect(members.length).toBeGreaterThan(0);
      const withAccount = members.find((m) => m.userId !== null && accountOf.has(m.userId));
      const member = withAccount ?? members[0]!;
      const asker: Who = withAccount ? accountOf.get(withAccount.userId!)! : 'admin';
      const asked = await api(server.baseUrl, 'POST', `/hasil-sidang/${h.uuid}/perubahan-nilai`, {
        token: session[asker].token,
        body: {
          dosenUuid: member.dosenUuid,
          nilai: { penulisan: 81, presentasi: 82, penguasaan: 83 },
          alasan: 'Salah ketik',
        },
      });
      expect(asked.status, `${asker}: ${JSON.stringify(asked.body)}`).toBe(201);
    }
    const requests = await db
      .select({
        uuid: perubahanNilai.uuid,
        hasilUuid: perubahanNilai.hasilUuid,
        requestedBy: perubahanNilai.requestedBy,
        version: perubahanNilai.version,
        prodiUuid: jadwalSidang.prodiUuid,
        studentId: pengajuanSidang.userId,
      })
      .from(perubahanNilai)
      .innerJoin(hasilSidang, eq(hasilSidang.uuid, perubahanNilai.hasilUuid))
      .innerJoin(jadwalSidang, eq(jadwalSidang.uuid, hasilSidang.jadwalUuid))
      .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid));
    expect(requests.length).toBeGreaterThanOrEqual(finals.length);
    const all = requests.map((r) => r.uuid);
    const deciders = new Map<Who, number>();
    for (const w of who) {
      const list = await listed(w, '/perubahan-nilai?perPage=100');
      const detail = await readable(w, all, (u) => `/perubahan-nilai/${u}`);
      expect(sorted(list), `${w}: list vs detail`).toEqual(sorted(detail));
      // a request is part of its result: who reads the hasil reads it, and so does who asked; not the
      // student, whom the result's history never shows one examiner's numbers
      const expected = [];
      for (const r of requests)
        if (
          r.requestedBy === session[w].id ||
          (r.studentId !== session[w].id && (await status(w, `/hasil-sidang/${r.hasilUuid}`)) === 200)
        )
          expected.push(r.uuid);
      expect(sorted(detail), `${w}: detail vs the hasil it changes`).toEqual(expected.sort());
      // deciding: admin or the prodi's koordinator, never the requester; the rest 403 (404 unread) before the version
      const ability = createAbility(session[w].rules as never);
      for (const r of requests) {
        const res = await api<{ error: { code: string; fields?: Record<string, string>; current?: unknown } }>(
          server.baseUrl,
          'POST',
          `/perubahan-nilai/${r.uuid}/transitions`,
          { token: session[w].token, body: { event: 'REJECT', note: 'x', version: r.version + 50 } },
        );
        const mayDecide =
          r.requestedBy !== session[w].id &&
          ability.can('edit-perubahan-nilai', subject('hasil-sidang', { prodiId: r.prodiUuid ?? '' }) as never);
        const what = `${w} decides ${r.uuid}: ${JSON.stringify(res.body)}`;
        if (!detail.has(r.uuid)) expect(res.status, what).toBe(404);
        else if (!mayDecide) expect(res.status, what).toBe(403);
        else {
          expect(res.status, what).toBe(409);
          expect(res.body.error.fields?.reason, what).toBe('STALE_VERSION');
          deciders.set(w, (deciders.get(w) ?? 0) + 1);
        }
        if (res.status !== 409) expect(res.body.error.current, what).toBeUndefined();
      }
    }
    expect(deciders.get('admin') ?? 0).toBeGreaterThan(0);
    expect(deciders.get('koordinatorSi') ?? 0).toBeGreaterThan(0);
    expect(deciders.has('mahasiswa3')).toBe(false);
    // the student of a request reads their result but not the request
    const ofStudent = requests.find((r) => r.studentId === session.mahasiswa3.id);
    expect(ofStudent, 'a request on the result of mahasiswa3').toBeDefined();
    expect(await status('mahasiswa3', `/hasil-sidang/${ofStudent!.hasilUuid}`)).toBe(200);
    expect(await status('mahasiswa3', `/perubahan-nilai/${ofStudent!.uuid}`)).toBe(404);
  }, 240_000);
});
