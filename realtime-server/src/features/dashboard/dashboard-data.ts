import type { DashboardData } from '@ujian/shared/dashboard';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema/auth';
import { dosen, periodeUjian, prodi } from '../../db/schema/master';
import { isBiodataComplete } from '../account/biodata';
import { listAudit } from '../audit/list-audit';
import type { AuthContext } from '../auth/auth-context';
import { openPeriodes } from '../master/open-periodes';
import { countDrafts, countedWhere, draftWhere } from '../pengajuan/counting';
import { kindSpecs } from '../pengajuan/kinds';

type Row = Record<string, unknown>;

// both drivers answer execute() with { rows }
async function rowsOf(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * The pengajuan tables belong to the pengajuan feature, which may not be deployed with this build;
 * the dashboard reads them by name only when they exist, so it never shows made-up numbers.
 */
async function tableExists(db: Db, name: string): Promise<boolean> {
  const [row] = await rowsOf(db, sql`select to_regclass(${name}) is not null as present`);
  return row?.present === true;
}

type PengajuanCounts = Pick<DashboardData, 'pengajuanByStatus' | 'pengajuanByProdi' | 'pengajuanByPeriode'>;

/**
 * Pengajuan sidang counted by status, prodi and periode over the rows the caller may read (the
 * list's and the recap's scope: CASL rules in SQL), drafts by the one definition of counting.ts.
 */
async function pengajuanCounts(db: Db, caller: AuthContext): Promise<PengajuanCounts> {
  const spec = kindSpecs.sidang;
  const t = spec.table;
  const scope = countedWhere(spec, caller);
  const byStatus = await db
    .select({ k: t.status, n: sql<number>`count(*)::int` })
    .from(t)
    .where(and(scope, not(draftWhere(t))))
    .groupBy(t.status)
    .orderBy(t.status);
  const drafts = await countDrafts(db, spec, caller);
  const byProdi = await db
    .select({ k: prodi.nama, n: sql<number>`count(*)::int` })
    .from(t)
    .leftJoin(prodi, eq(prodi.uuid, t.prodiUuid))
    .where(scope)
    .groupBy(prodi.nama)
    .orderBy(prodi.nama);
  const byPeriode = await db
    .select({ k: periodeUjian.nama, n: sql<number>`count(*)::int` })
    .from(t)
    .leftJoin(periodeUjian, eq(periodeUjian.uuid, t.periodeUuid))
    .where(scope)
    .groupBy(periodeUjian.nama)
    .orderBy(periodeUjian.nama);
  const record = (rows: Array<{ k: string | null; n: number }>) =>
    Object.fromEntries(rows.map((r) => [String(r.k ?? '-'), Number(r.n)]));
  return {
    pengajuanByStatus: { ...(drafts > 0 ? { draft: drafts } : {}), ...record(byStatus) },
    pengajuanByProdi: record(byProdi),
    pengajuanByPeriode: record(byPeriode),
  };
}

/** The latest changes (audit trail) for those who manage everything. */
async function recentActivity(db: Db): Promise<NonNullable<DashboardData['recentActivity']>> {
  const page = await listAudit(db, { page: 1, perPage: 10 });
  return page.data.map(({ id, at, actorName, entity, entityId, action }) => ({
    id,
    at,
    actorName,
    entity,
    entityId,
    action,
  }));
}

async function latestOwn(db: Db, table: 'pengajuan_sidang' | 'pengajuan_yudisium', userId: number) {
  if (!(await tableExists(db, table))) return null;
  const query =
    table === 'pengajuan_sidang'
      ? sql`select uuid, status from pengajuan_sidang where user_id = ${userId} order by created_at desc limit 1`
      : sql`select uuid, status from pengajuan_yudisium where user_id = ${userId} order by created_at desc limit 1`;
  const [row] = await rowsOf(db, query);
  return row ? { uuid: String(row.uuid), status: String(row.status) } : null;
}

/**
 * What the caller may see on the dashboard. Staff who read the recaps (admin, koordinator) get
 * counts (a koordinator's pengajuan counts are of their prodi); a student gets their own progress.
 */
export async function dashboardFor(db: Db, caller: AuthContext, now: Date): Promise<DashboardData> {
  const { ability } = caller;
  if (ability.can('read', 'rekapitulasi-pengajuan-sidang')) {
    const seesAll = ability.can('manage', 'all');
    const data: DashboardData = { scope: 'staff', periodeTerbuka: await openPeriodes(db, now) };
    if (ability.can('read', 'pengguna')) {
      const byRole = await db
        .select({ role: roles.name, n: sql<number>`count(${users.id})::int` })
        .from(roles)
        .leftJoin(users, and(eq(users.roleId, roles.id), eq(users.active, true)))
        .groupBy(roles.name);
      data.usersByRole = Object.fromEntries(byRole.map((r) => [r.role, r.n]));
    }
    const [dosenCount] = await db.select({ n: sql<number>`count(*)::int` }).from(dosen).where(eq(dosen.active, true));
    const [prodiCount] = await db.select({ n: sql<number>`count(*)::int` }).from(prodi).where(eq(prodi.active, true));
    data.dosenAktif = dosenCount?.n ?? 0;
    data.prodiAktif = prodiCount?.n ?? 0;
    Object.assign(data, await pengajuanCounts(db, caller));
    if (seesAll) data.recentActivity = await recentActivity(db);
    return data;
  }
  if (caller.role === 'client' || ability.can('create', 'pengajuan-sidang')) {
    return {
      scope: 'student',
      periodeTerbuka: await openPeriodes(db, now),
      progress: {
        biodataComplete: await isBiodataComplete(db, caller.userId),
        pengajuanSidang: await latestOwn(db, 'pengajuan_sidang', caller.userId),
        pengajuanYudisium: await latestOwn(db, 'pengajuan_yudisium', caller.userId),
      },
    };
  }
  if (caller.user.dosenId) return { scope: 'dosen', periodeTerbuka: await openPeriodes(db, now) };
  return { scope: 'none' };
}
