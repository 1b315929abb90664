import { createAbility } from '@ujian/shared/ability';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect } from 'vitest';
import { roles, users } from '../db/schema/auth';
import { jadwalKomite, jadwalSidang } from '../db/schema/jadwal';
import { dosen, prodi } from '../db/schema/master';
import { payrollLine } from '../db/schema/payroll';
import { pengajuanPembimbing, pengajuanSidang } from '../db/schema/pengajuan';
import { profiles } from '../db/schema/profile';
import { surat } from '../db/schema/surat';
import { api, demoPasswords, loginAs, startTestServer, type TestServer } from './harness';

/**
 * Who sees what, generated from the CASL rules each role signs in with (`userData.ability`): for every
 * readable resource and each role (admin, the koordinator of prodi A and of prodi B, a dosen on and one
 * off the committees, a pembimbing who sits on none, students with and without a sidang), the list,
 * the detail, the history, the files (ics, PDF, documents) and the workbooks (xlsx exports) agree row
 * by row, and the jadwal rows are the ones the rules allow.
 */
export const who = [
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
export type Who = (typeof who)[number];

/** The accounts the demo seed lacks, each a copy of a demo account's role and password. */
const extra = {
  koordinatorSi: { from: 'koordinator', password: demoPasswords.koordinator },
  stafSurat: { from: 'koordinator', password: demoPasswords.koordinator },
  dosenLuar: { from: 'dosen1', password: demoPasswords.dosen1 },
  pembimbing: { from: 'dosen1', password: demoPasswords.dosen1 },
} as const;
export const passwordOf = (w: Who): string =>
  w in extra
    ? extra[w as keyof typeof extra].password
    : w === 'mahasiswa3' || w === 'mahasiswa4'
      ? demoPasswords.mahasiswa
      : demoPasswords[w as keyof typeof demoPasswords];

/** A workbook's sheets, each as rows of cell texts (empty cells ''), header row left out. */
export async function sheetsOf(res: Response): Promise<(name?: string) => string[][]> {
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

/** The server of the visibility suites, its accounts' sessions and the prodi B they share (live bindings). */
export let server: TestServer;
export const session = {} as Record<Who, { token: string; rules: unknown[]; id: number }>;
export let prodiSi: string;

/**
 * Starts the server with the demo data, moves mahasiswa3's sidang to prodi B (SI) and adds the accounts
 * the seed lacks, for the calling test file.
 */
export function useVisibilityServer(): void {
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
    // a lecturer without an account and on no committee, who supervises someone or no one
    const offCommittee = async (supervises: boolean) => {
      const supervising = sql`exists (select 1 from ${pengajuanPembimbing} where ${pengajuanPembimbing.dosenUuid} = ${dosen.uuid})`;
      const [row] = await db
        .select({ uuid: dosen.uuid })
        .from(dosen)
        .where(
          and(
            isNull(dosen.userId),
            sql`not exists (select 1 from ${jadwalKomite} where ${jadwalKomite.dosenUuid} = ${dosen.uuid})`,
            supervises ? supervising : sql`not ${supervising}`,
          ),
        )
        .limit(1);
      return row;
    };
    const free = await offCommittee(false);
    const supervisor = await offCommittee(true);
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
}

export const status = async (w: Who, path: string) =>
  (await api(server.baseUrl, 'GET', path, { token: session[w].token })).status;
/** A list's rows (one page holds them all), or 'forbidden' on a 403. */
export const listRows = async <T extends { uuid: string }>(w: Who, path: string): Promise<T[] | 'forbidden'> => {
  const res = await api<{ data: T[]; total: number }>(server.baseUrl, 'GET', path, { token: session[w].token });
  if (res.status === 403) return 'forbidden';
  expect(res.status, `${w} ${path}`).toBe(200);
  expect(res.body.total, `${w} ${path}: one page holds all`).toBeLessThanOrEqual(100);
  expect(res.body.data.length, `${w} ${path}`).toBe(res.body.total);
  return res.body.data;
};
export const listed = async (w: Who, path: string): Promise<Set<string> | 'forbidden'> => {
  const rows = await listRows(w, path);
  return rows === 'forbidden' ? rows : new Set(rows.map((r) => r.uuid));
};
/** An export's workbook, or 'forbidden' on a 403. */
export const workbookOf = async (w: Who, path: string): Promise<Response | 'forbidden'> => {
  const res = await fetch(`${server.baseUrl}/api/v1${path}`, {
    headers: { authorization: `Bearer ${session[w].token}` },
  });
  if (res.status === 403) return 'forbidden';
  expect(res.status, `${w} ${path}`).toBe(200);
  return res;
};
/** The same answer (a status, or 'forbidden') from two routes that guard one resource. */
export const bothForbidden = (a: unknown, b: unknown, what: string) =>
  expect(a === 'forbidden', what).toBe(b === 'forbidden');
/**
 * The uuids among `all` for which `path(uuid)` answers 200 to `w`; 404 otherwise, or 403 when the
 * route guards `type` and the rules give `w` no read on it at all.
 */
export const readable = async (w: Who, all: string[], path: (uuid: string) => string, type?: string) => {
  const out = new Set<string>();
  const typeReadable = type === undefined || createAbility(session[w].rules as never).can('read', type as never);
  for (const uuid of all) {
    const s = await status(w, path(uuid));
    expect(typeReadable ? [200, 404] : [403], `${w} ${path(uuid)}`).toContain(s);
    if (s === 200) out.add(uuid);
  }
  return out;
};
export const sorted = (s: Set<string> | 'forbidden') => (s === 'forbidden' ? [] : [...s].sort());
