import type { DashboardData } from '@ujian/shared/dashboard';
import type { RekapResponse } from '@ujian/shared/pengajuan';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { prodi } from '../../db/schema/master';
import { profiles } from '../../db/schema/profile';
import { usePengajuanServer } from '../../test/pengajuan-suite';

const suite = usePengajuanServer();
const { call, createSidang } = suite;

describe('draft counts: one definition for the dashboard, the list and the recap', () => {
  it('gives the same number of drafts in all three, for an admin and for a koordinator', async () => {
    const db = suite.state.server.database.db;
    // mahasiswa2 studies in another prodi: the IF koordinator counts only mahasiswa's draft
    const [si] = await db.select().from(prodi).where(eq(prodi.kode, 'SI'));
    const [m2] = await db.select().from(users).where(eq(users.username, 'mahasiswa2'));
    await db.update(profiles).set({ prodiUuid: si!.uuid }).where(eq(profiles.userId, m2!.id));
    await createSidang('mahasiswa', 'Draf satu');
    await createSidang('mahasiswa2', 'Draf dua');

    const numbers = async (as: 'admin' | 'koordinator') => {
      const dashboard = await call<DashboardData>(as, 'GET', '/dashboard');
      const list = await call<{ total: number }>(as, 'GET', '/pengajuan-sidang?status=draft');
      const recap = await call<RekapResponse>(as, 'GET', '/rekap/pengajuan-sidang');
      expect(dashboard.status).toBe(200);
      expect(recap.status).toBe(200);
      return [dashboard.body.pengajuanByStatus?.draft ?? 0, list.body.total, recap.body.drafts];
    };
    const admin = await numbers('admin');
    expect(admin[0]).toBeGreaterThanOrEqual(2);
    expect(admin).toEqual([admin[0], admin[0], admin[0]]);
    const koordinator = await numbers('koordinator');
    expect(koordinator[0]).toBeGreaterThanOrEqual(1);
    expect(koordinator[0]).toBeLessThan(admin[0]!);
    expect(koordinator).toEqual([koordinator[0], koordinator[0], koordinator[0]]);
  });
});
