import { subject } from '@casl/ability';
import { createAbility } from '@ujian/shared/ability';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasilSidang } from '../db/schema/hasil';
import { jadwalKomite, jadwalSidang } from '../db/schema/jadwal';
import { pengajuanPembimbing, pengajuanSidang } from '../db/schema/pengajuan';
import { surat } from '../db/schema/surat';
import { api, demoPasswords, loginAs, startTestServer, type TestServer } from '../test/harness';

/**
 * Who sees what, generated from the CASL rules each role signs in with (`userData.ability`): for every
 * readable resource and each demo role (admin, koordinator, a dosen on and one off the committees,
 * students with and without a sidang), the list, the detail, the history and the file (ics, PDF)
 * agree row by row, and the jadwal rows are the ones the rules allow.
 */
const who = ['admin', 'koordinator', 'dosen1', 'dosen2', 'dosen3', 'mahasiswa', 'mahasiswa2', 'mahasiswa3'] as const;
type Who = (typeof who)[number];

describe('visibility agrees across list, detail, history and files, by the CASL rules', () => {
  let server: TestServer;
  const session = {} as Record<Who, { token: string; rules: unknown[]; id: number }>;

  beforeAll(async () => {
    server = await startTestServer({ realtime: true, seedDocuments: true });
    for (const w of who) {
      const login = await loginAs(server.baseUrl, w, w === 'mahasiswa3' ? demoPasswords.mahasiswa : demoPasswords[w]);
      session[w] = { token: login.accessToken, rules: login.userData.ability, id: login.userData.id };
    }
  }, 120_000);
  afterAll(() => server?.close());

  const status = async (w: Who, path: string) =>
    (await api(server.baseUrl, 'GET', path, { token: session[w].token })).status;
  const listed = async (w: Who, path: string): Promise<Set<string> | 'forbidden'> => {
    const res = await api<{ data: Array<{ uuid: string }>; total: number }>(server.baseUrl, 'GET', path, {
      token: session[w].token,
    });
    if (res.status === 403) return 'forbidden';
    expect(res.status, `${w} ${path}`).toBe(200);
    expect(res.body.total, `${w} ${path}: one page holds all`).toBeLessThanOrEqual(100);
    return new Set(res.body.data.map((r) => r.uuid));
  };
  /** The uuids among `all` for which `path(uuid)` answers 200 to `w` (404 otherwise, nothing else). */
  const readable = async (w: Who, all: string[], path: (uuid: string) => string) => {
    const out = new Set<string>();
    for (const uuid of all) {
      const s = await status(w, path(uuid));
      expect([200, 404], `${w} ${path(uuid)}`).toContain(s);
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
      })
      .from(jadwalSidang)
      .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid));
    expect(rows.length).toBeGreaterThan(1);
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
      const detail = await readable(w, all, (u) => `/hasil-sidang/${u}`);
      const history = await readable(w, all, (u) => `/hasil-sidang/${u}/history`);
      expect(sorted(list), `${w}: list vs detail`).toEqual(sorted(detail));
      expect(sorted(history), `${w}: history vs detail`).toEqual(sorted(detail));
    }
  }, 240_000);

  it('letters: list = detail = PDF', async () => {
    const all = (await server.database.db.select({ uuid: surat.uuid }).from(surat)).map((r) => r.uuid);
    expect(all.length).toBeGreaterThan(0);
    for (const w of who) {
      const list = await listed(w, '/surat?perPage=100');
      const detail = await readable(w, all, (u) => `/surat/${u}`);
      const pdf = await readable(w, all, (u) => `/surat/${u}/pdf`);
      expect(sorted(list), `${w}: list vs detail`).toEqual(sorted(detail));
      expect(sorted(pdf), `${w}: pdf vs detail`).toEqual(sorted(detail));
    }
  }, 240_000);
});
