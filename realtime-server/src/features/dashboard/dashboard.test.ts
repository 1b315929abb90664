import type { DashboardData } from '@ujian/shared/dashboard';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';

describe('dashboard: what the caller may see, counted from the data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  const get = async (who: 'admin' | 'koordinator' | 'mahasiswa' | 'mahasiswa2' | 'dosen1') => {
    const { accessToken } = await loginAsDemo(server.baseUrl, who);
    const res = await api<DashboardData>(server.baseUrl, 'GET', '/dashboard', { token: accessToken });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('admin: users per role, active dosen and prodi, open periods, recent changes', async () => {
    const { accessToken } = await loginAsDemo(server.baseUrl, 'admin');
    await api(server.baseUrl, 'POST', '/master/program', {
      token: accessToken,
      body: { kode: 'malam', nama: 'Malam' },
    });
    const data = await get('admin');
    expect(data.scope).toBe('staff');
    const clients = await api<{ total: number }>(server.baseUrl, 'GET', '/pengguna?role=client&active=true', {
      token: (await loginAsDemo(server.baseUrl, 'admin')).accessToken,
    });
    expect(data.usersByRole).toMatchObject({ admin: 1, koordinator: 1, dosen: 3, client: clients.body.total });
    expect(data.dosenAktif).toBe(20);
    expect(data.prodiAktif).toBe(4);
    expect(data.periodeTerbuka?.map((p) => p.jenis).sort()).toEqual(['sidang', 'yudisium']);
    // pengajuan counts are the table's own, by status
    const result = (await server.db.execute(
      sql`select status, count(*)::int as n from pengajuan_sidang group by status`,
    )) as unknown as { rows: Array<{ status: string; n: number }> };
    expect(data.pengajuanByStatus).toEqual(Object.fromEntries(result.rows.map((r) => [r.status, r.n])));
    const total = result.rows.reduce((sum, r) => sum + r.n, 0);
    const sum = (counts: Record<string, number> | undefined) => Object.values(counts ?? {}).reduce((a, b) => a + b, 0);
    expect(sum(data.pengajuanByProdi)).toBe(total);
    expect(sum(data.pengajuanByPeriode)).toBe(total);
    expect(data.recentActivity?.[0]).toMatchObject({
      entity: 'program',
      action: 'create',
      actorName: 'Administrator Fakultas',
    });
  });

  it('koordinator: counts without the user list it may not read', async () => {
    const data = await get('koordinator');
    expect(data.recentActivity).toBeUndefined();
    expect(data.scope).toBe('staff');
    expect(data.usersByRole).toBeUndefined();
    expect(data.dosenAktif).toBe(20);
  });

  it('student: own progress only', async () => {
    const complete = await get('mahasiswa');
    expect(complete.scope).toBe('student');
    expect(complete.usersByRole).toBeUndefined();
    expect(complete.progress?.biodataComplete).toBe(true);
    const incomplete = await get('mahasiswa2');
    expect(incomplete.progress).toMatchObject({ biodataComplete: false, pengajuanSidang: null });
  });

  it('dosen: open periods only', async () => {
    const data = await get('dosen1');
    expect(data.scope).toBe('dosen');
    expect(data.dosenAktif).toBeUndefined();
  });
});
